#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte cursor behind `Scanner`: an `Int` index over the input and an explicit mode stack.
struct ScanCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var pos = 0
  var tokens: [Token] = []
  /// The comments, when spacing is dropped: lint keeps them apart from the code tokens.
  var comments: [Token] = []
  /// The innermost mode is last; the bottom is top-level code and is never popped.
  var modes: [ScanMode] = [.code(interpolationParens: nil)]
  /// The index in `tokens` of the last token that is not trivia, if any.
  var lastSignificant: Int?
  /// Whether whitespace and line-break tokens are kept (the lossless scan) or dropped, and then
  /// comments go to `comments`.
  let keepsSpacing: Bool

  init(_ bytes: UnsafeBufferPointer<UInt8>, keepingSpacing: Bool) {
    self.bytes = bytes
    keepsSpacing = keepingSpacing
    tokens.reserveCapacity(bytes.count / (keepingSpacing ? 3 : 5) + 16)
  }

  /// The byte at `index`, or 0 past the end.
  @inline(__always) func byte(_ index: Int) -> UInt8 {
    index < bytes.count ? bytes[index] : 0
  }

  // Inlined: each call site passes its kind as a constant, so the trivia test folds away.
  @inline(__always) mutating func emit(_ kind: TokenKind, from start: Int) {
    guard pos > start else { return }
    if kind.isTrivia {
      if keepsSpacing {
        tokens.append(Token(kind: kind, start: start, end: pos))
      } else {
        comments.append(Token(kind: kind, start: start, end: pos))
      }
      return
    }
    tokens.append(Token(kind: kind, start: start, end: pos))
    lastSignificant = tokens.count - 1
  }

  mutating func run() {
    if byte(0) == UInt8(ascii: "#") && byte(1) == UInt8(ascii: "!") {
      scanLineComment()
    }
    while pos < bytes.count {
      if modes.count == 1 {
        // Top-level code: the common case, without reading the mode.
        scanCodeToken(interpolationParens: nil)
        continue
      }
      switch modes[modes.count - 1] {
      case .code(let parens):
        scanCodeToken(interpolationParens: parens)
      case .string(let style):
        scanStringText(style, from: pos)
      }
    }
  }

  mutating func setTopParens(_ parens: Int) {
    modes[modes.count - 1] = .code(interpolationParens: parens)
  }

  /// Scans one token in code mode (inlined into `run`'s loop: it runs once per token).
  @inline(__always) mutating func scanCodeToken(interpolationParens parens: Int?) {
    let start = pos
    let c = bytes[pos]
    switch c {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      // Indentation is most of a file's spaces: eight at a time, then byte by byte.
      while pos + 8 <= bytes.count,
        UnsafeRawPointer(bytes.baseAddress! + pos).loadUnaligned(as: UInt64.self) == Self.eightSpaces
      {
        pos += 8
      }
      while pos < bytes.count, Self.isHorizontalSpace(bytes[pos]) { pos += 1 }
      if keepsSpacing { emit(.whitespace, from: start) }
    case UInt8(ascii: "\n"):
      pos += 1
      if keepsSpacing { emit(.newline, from: start) }
    case UInt8(ascii: "\r"):
      pos += byte(pos + 1) == UInt8(ascii: "\n") ? 2 : 1
      if keepsSpacing { emit(.newline, from: start) }
    case UInt8(ascii: "/"):
      scanSlash()
    case UInt8(ascii: "\""):
      scanStringOpening(hashes: 0, from: start)
    case UInt8(ascii: "#"):
      scanPound()
    case UInt8(ascii: "@"):
      scanAttribute()
    case UInt8(ascii: "`"):
      scanBacktick()
    case UInt8(ascii: "("), UInt8(ascii: ")"):
      scanParenthesis(interpolationParens: parens)
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
      pos += 1
      emit(.punctuation, from: start)
    case UInt8(ascii: "."):
      scanDot()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      scanNumber()
    default:
      if Self.isOperatorByte(c) {
        scanOperator()
      } else if Self.isIdentifierStart(c) || c == UInt8(ascii: "$") || (c >= 0x80 && utf8Length(at: pos) > 0)
      {
        scanIdentifier()
      } else {
        pos += 1
        emit(.unknown, from: start)
      }
    }
  }

  /// `@name` is an attribute; a lone `@` is punctuation.
  mutating func scanAttribute() {
    let start = pos
    pos += 1
    if Self.isIdentifierStart(byte(pos)) {
      while pos < bytes.count, Self.isIdentifierContinue(bytes[pos]) { pos += 1 }
      emit(.attribute, from: start)
    } else {
      emit(.punctuation, from: start)
    }
  }

  /// `(` or `)`; inside an interpolation, counts parentheses so the `)` that closes it ends it.
  mutating func scanParenthesis(interpolationParens parens: Int?) {
    let start = pos
    let opens = bytes[pos] == UInt8(ascii: "(")
    pos += 1
    if let parens {
      if !opens && parens == 0 {
        modes.removeLast()
        emit(.interpolationEnd, from: start)
        return
      }
      setTopParens(opens ? parens + 1 : parens - 1)
    }
    emit(.punctuation, from: start)
  }

  /// `.` is punctuation; `..<`, `...` and other runs starting with `..` are operators.
  mutating func scanDot() {
    let start = pos
    pos += 1
    if byte(pos) == UInt8(ascii: ".") {
      while pos < bytes.count, bytes[pos] == UInt8(ascii: ".") || Self.isOperatorByte(bytes[pos]) {
        pos += 1
      }
      emit(.operator, from: start)
    } else {
      emit(.punctuation, from: start)
    }
  }

  mutating func scanLineComment() {
    let start = pos
    // The line ends at its first `\n`, or at a `\r` before it. Found with the C library's
    // `memchr`, as `ByteSearch` finds its anchors: comments are much of many files' bytes.
    let base = bytes.baseAddress!
    func offset(of byte: UInt8, before end: Int) -> Int? {
      memchr(base + pos, Int32(byte), end - pos).map {
        base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
      }
    }
    let newline = offset(of: UInt8(ascii: "\n"), before: bytes.count) ?? bytes.count
    pos = offset(of: UInt8(ascii: "\r"), before: newline) ?? newline
    emit(.lineComment, from: start)
  }

  /// Eight spaces, read as one little- or big-endian word.
  static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

  /// `/* ... */` with nesting; runs to the end of input when unterminated.
  mutating func scanBlockComment() {
    let start = pos
    pos += 2
    var depth = 1
    while pos < bytes.count, depth > 0 {
      if bytes[pos] == UInt8(ascii: "/") && byte(pos + 1) == UInt8(ascii: "*") {
        depth += 1
        pos += 2
      } else if bytes[pos] == UInt8(ascii: "*") && byte(pos + 1) == UInt8(ascii: "/") {
        depth -= 1
        pos += 2
      } else {
        pos += 1
      }
    }
    emit(.blockComment, from: start)
  }

  mutating func scanSlash() {
    let next = byte(pos + 1)
    if next == UInt8(ascii: "/") {
      scanLineComment()
    } else if next == UInt8(ascii: "*") {
      scanBlockComment()
    } else if !scanBareRegex() {
      scanOperator()
    }
  }

  /// An operator run; stops before a comment opener so `a+//c` keeps its comment.
  mutating func scanOperator() {
    let start = pos
    pos += 1
    while pos < bytes.count, Self.isOperatorByte(bytes[pos]) {
      if bytes[pos] == UInt8(ascii: "/"),
        byte(pos + 1) == UInt8(ascii: "/") || byte(pos + 1) == UInt8(ascii: "*")
      {
        break
      }
      pos += 1
    }
    emit(.operator, from: start)
  }

  mutating func scanPound() {
    let start = pos
    var hashes = 0
    while byte(pos + hashes) == UInt8(ascii: "#") { hashes += 1 }
    let after = byte(pos + hashes)
    if after == UInt8(ascii: "\"") {
      scanStringOpening(hashes: hashes, from: start)
    } else if after == UInt8(ascii: "/"), scanExtendedRegex(hashes: hashes) {
      return
    } else if hashes == 1, Self.isIdentifierStart(after) {
      pos += 1
      while pos < bytes.count, Self.isIdentifierContinue(bytes[pos]) { pos += 1 }
      emit(.pound, from: start)
    } else {
      pos += 1
      emit(.punctuation, from: start)
    }
  }

  mutating func scanBacktick() {
    let start = pos
    var end = pos + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n"),
      bytes[end] != UInt8(ascii: "\r")
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > start + 1 {
      pos = end + 1
      emit(.identifier, from: start)
    } else {
      pos += 1
      emit(.unknown, from: start)
    }
  }
}
