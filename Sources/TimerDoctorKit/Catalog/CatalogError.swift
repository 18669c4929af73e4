/// A malformed `Rules/` entry or catalog folder. Each message is one line naming the file and line.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The entry's file, e.g. `Rules/timer_global_queue.md`.
  public var file: String
  /// The 1-based line the problem is on, or `nil` for the whole file.
  public var line: Int?
  /// What is wrong and how to fix it.
  public var reason: String

  /// Creates a catalog error.
  public init(file: String, line: Int? = nil, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// `file:line: reason`.
  public var description: String {
    if let line { return "\(file):\(line): \(reason)" }
    return "\(file): \(reason)"
  }
}
