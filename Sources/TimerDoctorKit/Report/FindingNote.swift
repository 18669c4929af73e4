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
}
