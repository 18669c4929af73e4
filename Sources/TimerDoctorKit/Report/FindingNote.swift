/// A fact behind a lint finding, with the place it was read when it is known.
public struct FindingNote: Codable, Hashable, Sendable {
  /// The fact, e.g. "repeats: true" or "never invalidated in `Poller` (2 files)".
  public var message: String
  /// The file the fact was read in.
  public var file: String?
  /// Its 1-based line.
  public var line: Int?

  /// Creates a note.
  public init(message: String, file: String? = nil, line: Int? = nil) {
    self.message = message
    self.file = file
    self.line = line
  }

  /// The fact with its place: `repeats: true (line 12)` in the finding's own file, else
  /// `... (Other.swift:40)`.
  public func display(relativeTo findingFile: String) -> String {
    guard let line else { return message }
    guard let file, file != findingFile else { return "\(message) (line \(line))" }
    return "\(message) (\(file):\(line))"
  }
}
