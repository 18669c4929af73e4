/// One replacement of a fix: the bytes `offset..<offset + length` of the finding's file become
/// `text`. Lines and columns (1-based, columns in Unicode scalars, the end exclusive) say the same
/// place for people and for SARIF.
public struct FixReplacement: Codable, Hashable, Sendable {
  /// The first byte replaced (UTF-8 offset from the start of the file).
  public var offset: Int
  /// How many bytes are replaced (0: an insertion).
  public var length: Int
  /// The line of the first byte.
  public var line: Int
  /// The column of the first byte.
  public var column: Int
  /// The line of the end.
  public var endLine: Int
  /// The column of the end (exclusive).
  public var endColumn: Int
  /// The new text.
  public var text: String

  /// Creates a replacement.
  public init(offset: Int, length: Int, line: Int, column: Int, endLine: Int, endColumn: Int, text: String) {
    self.offset = offset
    self.length = length
    self.line = line
    self.column = column
    self.endLine = endLine
    self.endColumn = endColumn
    self.text = text
  }
}
