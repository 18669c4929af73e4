/// What a token is. The scanner gives every byte of the input to exactly one token.
public enum TokenKind: UInt8, Sendable {
  /// Spaces, tabs and other horizontal whitespace.
  case whitespace
  /// A line break (`\n`, `\r\n` or `\r`).
  case newline
  /// A `//` or `///` comment, without its line break (also a `#!` first line).
  case lineComment
  /// A `/* */` comment, nested comments included; may be unterminated.
  case blockComment
  /// An identifier or keyword, `$0`, or a `` `backticked` `` name.
  case identifier
  /// A numeric literal.
  case number
  /// The literal text of a string, with its delimiters, up to an interpolation or the end.
  case string
  /// The `\(` (or `\#(`) that opens an interpolation inside a string.
  case interpolationStart
  /// The `)` that closes an interpolation and returns to the string.
  case interpolationEnd
  /// A regex literal, `/.../` or `#/.../#`.
  case regex
  /// One of `( ) [ ] { } , : ; .` and a lone `@` or `#`.
  case punctuation
  /// A run of operator characters, e.g. `=`, `!`, `?.`-free `??`, `->`, `...`.
  case `operator`
  /// An attribute name such as `@objc` or `@MainActor` (arguments are separate tokens).
  case attribute
  /// A pound keyword such as `#if`, `#endif`, `#selector` or `#available`.
  case pound
  /// Bytes that are not Swift: invalid UTF-8, control characters, a stray backslash.
  case unknown

  /// Whether the token carries no code: whitespace, line breaks and comments.
  public var isTrivia: Bool {
    switch self {
    case .whitespace, .newline, .lineComment, .blockComment: true
    default: false
    }
  }
}
