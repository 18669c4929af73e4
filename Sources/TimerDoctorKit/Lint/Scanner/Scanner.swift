/// Splits Swift source bytes into tokens that cover the input exactly.
///
/// The scanner never fails: invalid UTF-8, stray bytes and unterminated literals or comments
/// all become tokens, so joining the token ranges always gives back the input.
public enum Scanner {
  /// Scans `bytes` into tokens whose ranges are contiguous and cover `0..<bytes.count`.
  public static func scan(_ bytes: [UInt8]) -> [Token] {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = ScanCursor(buffer, keepingSpacing: true)
      cursor.run()
      return cursor.tokens
    }
  }

  /// The code tokens of `bytes` and, apart, its comments, without whitespace and line breaks:
  /// what lint reads. Together they are exactly the other tokens of `scan`.
  static func scanSplittingComments(_ bytes: [UInt8]) -> (code: [Token], comments: [Token]) {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = ScanCursor(buffer, keepingSpacing: false)
      cursor.run()
      return (cursor.tokens, cursor.comments)
    }
  }
}
