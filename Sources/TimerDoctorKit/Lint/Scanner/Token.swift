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

  /// Whether the token's bytes in `bytes` are exactly `word`.
  @inline(__always) func spells<Bytes: RandomAccessCollection<UInt8>>(_ word: StaticString, in bytes: Bytes)
    -> Bool
  where Bytes.Index == Int {
    let length = Int(end - start)
    guard length == word.utf8CodeUnitCount else { return false }
    let pointer = word.utf8Start
    let first = Int(start)
    for offset in 0..<length where bytes[first + offset] != pointer[offset] { return false }
    return true
  }
}
