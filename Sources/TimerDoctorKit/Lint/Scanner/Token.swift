/// One token: its kind and the byte range it covers in the scanned input.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public var kind: TokenKind
  /// The first byte of the token.
  public var start: Int32
  /// One past the last byte of the token.
  public var end: Int32

  /// Creates a token covering `start..<end`.
  public init(kind: TokenKind, start: Int, end: Int) {
    self.kind = kind
    self.start = Int32(truncatingIfNeeded: start)
    self.end = Int32(truncatingIfNeeded: end)
  }

  /// The byte range of the token.
  public var range: Range<Int> { Int(start)..<Int(end) }
}
