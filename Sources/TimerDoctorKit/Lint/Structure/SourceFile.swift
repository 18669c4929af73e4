/// One scanned Swift file: its bytes, its code and comment tokens, and the indexes of its code tokens.
///
/// Rules address code by *code index* `codeIndex`: the position in `code`, which lists the tokens that
/// are not whitespace, line breaks or comments.
struct SourceFile: Sendable {
  /// The path shown to the user.
  let path: String
  let bytes: [UInt8]
  /// The code and comment tokens (whitespace and line breaks are not kept: no rule reads them).
  let tokens: [Token]
  /// Indexes into `tokens` of every non-trivia token, in order.
  let code: [Int32]

  init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    tokens = Scanner.scanSkippingSpacing(bytes)
    code = tokens.withUnsafeBufferPointer { buffer in
      var code: [Int32] = []
      code.reserveCapacity(buffer.count)
      for index in 0..<buffer.count where !buffer[index].kind.isTrivia {
        code.append(Int32(truncatingIfNeeded: index))
      }
      return code
    }
  }

  /// The number of code tokens.
  var count: Int { code.count }

  @inline(__always) func token(_ codeIndex: Int) -> Token { tokens[Int(code[codeIndex])] }

  @inline(__always) func kind(_ codeIndex: Int) -> TokenKind? {
    codeIndex >= 0 && codeIndex < code.count ? tokens[Int(code[codeIndex])].kind : nil
  }

  /// The text of code token `codeIndex` (empty when out of range).
  /// The source text from the first to the last token of `range` as written (spacing kept).
  func text(of range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return String(decoding: bytes[Int(token(first).start)..<Int(token(last).end)], as: UTF8.self)
  }

  func text(_ codeIndex: Int) -> String {
    guard codeIndex >= 0 && codeIndex < code.count else { return "" }
    let token = tokens[Int(code[codeIndex])]
    return String(decoding: bytes[token.range], as: UTF8.self)
  }

  /// Whether code token `codeIndex` is exactly `word` (any kind).
  func `is`(_ codeIndex: Int, _ word: StaticString) -> Bool {
    guard codeIndex >= 0 && codeIndex < code.count else { return false }
    return tokens[Int(code[codeIndex])].spells(word, in: bytes)
  }

  /// Whether code token `codeIndex` is exactly `word`.
  func `is`(_ codeIndex: Int, text word: String) -> Bool {
    guard codeIndex >= 0 && codeIndex < code.count else { return false }
    let token = tokens[Int(code[codeIndex])]
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
    guard codeIndex >= 0 && codeIndex < code.count else { return false }
    let token = tokens[Int(code[codeIndex])]
    return token.kind == .punctuation && bytes[Int(token.start)] == UInt8(c.value)
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
