/// Splits Swift source bytes into tokens that cover the input exactly.
///
/// The scanner never fails: invalid UTF-8, stray bytes and unterminated literals or comments
/// all become tokens, so joining the token ranges always gives back the input.
public enum Scanner {
  /// Scans `bytes` into tokens whose ranges are contiguous and cover `0..<bytes.count`.
  public static func scan(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = ScanCursor(buffer)
      cursor.run()
      return cursor.tokens
    }
  }
}
