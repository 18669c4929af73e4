/// Splits Swift source bytes into tokens that cover the input exactly.
///
/// The scanner never fails: invalid UTF-8, stray bytes and unterminated literals or comments
/// all become tokens, so joining the token ranges always gives back the input.
public enum Scanner {
  /// Scans `bytes` into tokens whose ranges are contiguous and cover `0..<bytes.count`.
  public static func scan(_ bytes: [UInt8]) -> [Token] {
    scan(bytes, keepingSpacing: true)
  }

  /// The tokens of `bytes` without its whitespace and line breaks (comments are kept): what
  /// lint reads, at about half the tokens. The other tokens are exactly those of `scan`.
  static func scanSkippingSpacing(_ bytes: [UInt8]) -> [Token] {
    scan(bytes, keepingSpacing: false)
  }

  private static func scan(_ bytes: [UInt8], keepingSpacing: Bool) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = ScanCursor(buffer, keepingSpacing: keepingSpacing)
      cursor.run()
      return cursor.tokens
    }
  }
}
