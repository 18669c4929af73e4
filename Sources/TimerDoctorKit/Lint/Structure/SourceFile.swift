/// One scanned Swift file: its bytes, its code tokens and its comments.
///
/// Rules address code by *code index* `codeIndex`: the position in `codeTokens`, the tokens that
/// are not whitespace, line breaks or comments.
struct SourceFile: Sendable {
  /// The path shown to the user.
  let path: String
  let bytes: [UInt8]
  /// The code tokens (no whitespace, line breaks or comments), in order: `codeIndex` indexes
  /// them. Held directly rather than as indexes into all tokens, since every rule's loops read
  /// them token by token.
  let codeTokens: [Token]
  /// The comment tokens, in order (suppression comments are read from them).
  let comments: [Token]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    (codeTokens, comments) = Scanner.scanSplittingComments(bytes)
  }

  /// The number of code tokens.
  var count: Int { codeTokens.count }

  @inline(__always) func token(_ codeIndex: Int) -> Token { codeTokens[codeIndex] }

  @inline(__always) func kind(_ codeIndex: Int) -> TokenKind? {
    codeIndex >= 0 && codeIndex < codeTokens.count ? codeTokens[codeIndex].kind : nil
  }

  /// The text of code token `codeIndex` (empty when out of range).
  /// The source text from the first to the last token of `range` as written (spacing kept).
  func text(of range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return String(decoding: bytes[Int(token(first).start)..<Int(token(last).end)], as: UTF8.self)
  }

  func text(_ codeIndex: Int) -> String {
    guard codeIndex >= 0 && codeIndex < codeTokens.count else { return "" }
    let token = codeTokens[codeIndex]
    return String(decoding: bytes[token.range], as: UTF8.self)
  }

  /// Whether code token `codeIndex` is exactly `word` (any kind). Inlined: the most asked
  /// question of the rules, and with the word known at the call site most tokens fail on length.
  @inline(__always) func `is`(_ codeIndex: Int, _ word: StaticString) -> Bool {
    guard codeIndex >= 0 && codeIndex < codeTokens.count else { return false }
    return codeTokens[codeIndex].spells(word, in: bytes)
  }

  /// The position in `words` of the word code token `codeIndex` spells, or `nil`.
  func index(_ codeIndex: Int, in words: KnownWords) -> Int? {
    guard codeIndex >= 0 && codeIndex < codeTokens.count else { return nil }
    return words.index(of: codeTokens[codeIndex], in: bytes)
  }

  /// Whether code token `codeIndex` is one of `words`.
  func `is`(_ codeIndex: Int, oneOf words: KnownWords) -> Bool { index(codeIndex, in: words) != nil }

  /// Whether code token `codeIndex` is exactly `word`.
  func `is`(_ codeIndex: Int, text word: String) -> Bool {
    guard codeIndex >= 0 && codeIndex < codeTokens.count else { return false }
    let token = codeTokens[codeIndex]
    var word = word
    return word.withUTF8 { utf8 in
      let length = Int(token.end - token.start)
      guard length == utf8.count else { return false }
      let start = Int(token.start)
      for offset in 0..<length where bytes[start + offset] != utf8[offset] { return false }
      return true
    }
  }

  /// Whether code token `codeIndex` is the single punctuation byte `c`.
  @inline(__always) func isPunct(_ codeIndex: Int, _ c: Unicode.Scalar) -> Bool {
    guard codeIndex >= 0 && codeIndex < codeTokens.count else { return false }
    let token = codeTokens[codeIndex]
    return token.kind == .punctuation && bytes[Int(token.start)] == UInt8(c.value)
  }

  /// The byte of code token `codeIndex` when it is punctuation, else 0.
  @inline(__always) func punctuation(_ codeIndex: Int) -> UInt8 {
    guard codeIndex >= 0 && codeIndex < codeTokens.count else { return 0 }
    let token = codeTokens[codeIndex]
    return token.kind == .punctuation ? bytes[Int(token.start)] : 0
  }

  /// Whether code token `codeIndex` is an identifier.
  @inline(__always) func isIdentifier(_ codeIndex: Int) -> Bool { kind(codeIndex) == .identifier }

  /// 1-based line, 1-based column in Unicode scalars, and the line's text for code token `codeIndex`.
  func location(_ codeIndex: Int, lines: LineTable) -> (line: Int, column: Int, lineText: String) {
    let offset = Int(token(codeIndex).start)
    let line = lines.line(ofOffset: offset)
    let lineStart = lines.starts[line - 1]
    var column = 1
    for byte in bytes[lineStart..<offset] where byte & 0xC0 != 0x80 { column += 1 }
    var lineEnd = line < lines.starts.count ? lines.starts[line] - 1 : bytes.count
    if lineEnd > lineStart, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
    return (line, column, String(decoding: bytes[lineStart..<max(lineStart, lineEnd)], as: UTF8.self))
  }
}
