/// A file the run cannot use: a malformed `Rules/` entry or catalog folder, an invalid
/// `.timerdoctor.json` or baseline, a report or baseline that cannot be written. One line naming
/// the file (and line, when there is one), what is wrong and how to fix it. The CLI prints it and
/// exits 2. (An unreadable report or source among the inputs is an `InputError`: the run goes on.)
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file at fault, as the user named it (`Rules/timer_global_queue.md`, `.timerdoctor.json`).
  public var path: String
  /// The 1-based line the problem is on, or `nil` for the whole file.
  public var line: Int?
  /// What is wrong and how to fix it.
  public var reason: String

  /// Creates an error.
  public init(path: String, line: Int? = nil, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// `path:line: reason`, or `path: reason`.
  public var description: String {
    if let line { return "\(path):\(line): \(reason)" }
    return "\(path): \(reason)"
  }
}
