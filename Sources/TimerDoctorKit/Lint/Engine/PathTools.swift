import Foundation

/// Absolute and relative path helpers shared by configuration and baseline.
enum PathTools {
  /// `path` made absolute against the current directory, with `.` and `..` resolved.
  static func absolute(_ path: String) -> String {
    let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: base).standardized.path
  }

  /// `path` (absolute) relative to `directory` (absolute) when below it, else `path`.
  static func relative(_ path: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `path` (absolute) relative to `directory` (absolute), walking up with `../` when it is not
  /// below it, so a file records the same way wherever the tree is checked out.
  static func relativeWalkingUp(_ path: String, from directory: String) -> String {
    let target = path.split(separator: "/")
    let base = directory.split(separator: "/")
    var common = 0
    while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...].map(String.init)).joined(separator: "/")
  }

  /// The folder holding `path`.
  static func directory(of path: String) -> String {
    (absolute(path) as NSString).deletingLastPathComponent
  }
}
