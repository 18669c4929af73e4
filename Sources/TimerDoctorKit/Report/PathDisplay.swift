import Foundation

/// How a report shows file paths: relative to a base folder (`--path-base DIR`, default the
/// current folder) or absolute (`--absolute-paths`, what Xcode and xcpretty-style parsers want).
/// A path outside the base is shown absolute.
public struct PathDisplay: Sendable, Equatable {
  /// The folder relative paths are shown against, absolute and without a trailing `/`.
  public var base: String
  /// Whether every path is shown absolute.
  public var absolute: Bool

  /// A display relative to `base` (default: the current folder), or absolute.
  public init(base: String? = nil, absolute: Bool = false) {
    self.base = Self.absolutePath(base ?? FileManager.default.currentDirectoryPath)
    self.absolute = absolute
  }

  /// `path` (relative to the current folder, or absolute) as the report shows it.
  public func show(_ path: String) -> String {
    guard path != "-" else { return path }
    let full = Self.absolutePath(path)
    if absolute { return full }
    if full == base { return "." }
    let prefix = base == "/" ? "/" : base + "/"
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  /// `path` made absolute against the current folder, with `.` and `..` resolved.
  static func absolutePath(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }
}
