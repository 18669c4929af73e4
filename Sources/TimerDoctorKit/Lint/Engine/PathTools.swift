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

  /// The folder holding `path`.
  static func directory(of path: String) -> String {
    (absolute(path) as NSString).deletingLastPathComponent
  }
}
