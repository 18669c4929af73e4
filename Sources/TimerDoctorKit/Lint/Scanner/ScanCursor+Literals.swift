extension ScanCursor {
  static func isHorizontalSpace(_ c: UInt8) -> Bool {
    c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0B || c == 0x0C
  }

  // Letters are tested as one range: `| 0x20` maps `A`-`Z` onto `a`-`z`, and the wrapping
  // subtraction sends every byte below `a` past 25. Every byte of every name passes here.
  @inline(__always) static func isIdentifierStart(_ c: UInt8) -> Bool {
    (c | 0x20) &- UInt8(ascii: "a") < 26 || c == UInt8(ascii: "_")
  }

  @inline(__always) static func isIdentifierContinue(_ c: UInt8) -> Bool {
    isIdentifierStart(c) || c &- UInt8(ascii: "0") < 10 || c == UInt8(ascii: "$")
  }

  @inline(__always) static func isOperatorByte(_ c: UInt8) -> Bool {
    switch c {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default:
      false
    }
  }

  /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid.
  func utf8Length(at index: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    return UTF8Validator.sequenceLength(base, index, bytes.count) ?? 0
  }

  /// `isIdentifierContinue` of every byte, as a table: the scanner asks it of every byte of every
  /// name, where one load beats the four range tests. Allocated once, never freed, and never
  /// written after it is filled, so every thread may read it.
  nonisolated(unsafe) static let continuesName: UnsafePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
    for byte in 0..<256 { table[byte] = isIdentifierContinue(UInt8(byte)) }
    return UnsafePointer(table)
  }()

  mutating func scanIdentifier() {
    let start = pos
    pos += 1
    if bytes[start] >= 0x80 { pos = start + utf8Length(at: start) }
    let continuesName = Self.continuesName
    while pos < bytes.count {
      let c = bytes[pos]
      if continuesName[Int(c)] {
        pos += 1
      } else if c >= 0x80 {
        let length = utf8Length(at: pos)
        guard length > 0 else { break }
        pos += length
      } else {
        break
      }
    }
    emit(.identifier, from: start)
  }

  mutating func scanNumber() {
    let start = pos
    let hex = byte(pos + 1) == UInt8(ascii: "x") || byte(pos + 1) == UInt8(ascii: "X")
    pos += 1
    while pos < bytes.count {
      let c = bytes[pos]
      if Self.isIdentifierContinue(c) {
        let exponent =
          hex
          ? (c == UInt8(ascii: "p") || c == UInt8(ascii: "P"))
          : (c == UInt8(ascii: "e") || c == UInt8(ascii: "E"))
        pos += 1
        if exponent, byte(pos) == UInt8(ascii: "+") || byte(pos) == UInt8(ascii: "-") { pos += 1 }
      } else if c == UInt8(ascii: "."), Self.isDigit(byte(pos + 1)) {
        pos += 1
      } else {
        break
      }
    }
    emit(.number, from: start)
  }

  static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

  /// `#/.../#` with `hashes` `#`s; multi-line only when the opener ends its line.
  mutating func scanExtendedRegex(hashes: Int) -> Bool {
    let start = pos
    var index = pos + hashes + 1
    let multiline = isLineBreak(byte(index))
    while index < bytes.count {
      let c = bytes[index]
      if c == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if !multiline, isLineBreak(c) { return false }
      if c == UInt8(ascii: "/"), hasHashes(hashes, at: index + 1) {
        pos = index + 1 + hashes
        emit(.regex, from: start)
        return true
      }
      index += 1
    }
    return false
  }

  /// `/.../` when unambiguous: it starts where an expression may start, does not begin or end
  /// with a space, and closes on the same line.
  mutating func scanBareRegex() -> Bool {
    let first = byte(pos + 1)
    guard pos + 1 < bytes.count, !Self.isHorizontalSpace(first), !isLineBreak(first),
      first != UInt8(ascii: "="), expressionMayStart()
    else { return false }
    var index = pos + 1
    var classDepth = 0
    while index < bytes.count {
      let c = bytes[index]
      if isLineBreak(c) { return false }
      if c == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if c == UInt8(ascii: "[") {
        classDepth += 1
      } else if c == UInt8(ascii: "]"), classDepth > 0 {
        classDepth -= 1
      } else if c == UInt8(ascii: "/"), classDepth == 0 {
        guard !Self.isHorizontalSpace(bytes[index - 1]) else { return false }
        let start = pos
        pos = index + 1
        emit(.regex, from: start)
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether the previous code token leaves room for an expression (so `/` starts a regex).
  func expressionMayStart() -> Bool {
    guard let lastSignificant else { return true }
    let token = tokens[lastSignificant]
    switch token.kind {
    case .number, .string, .regex, .interpolationEnd:
      return false
    case .punctuation:
      let c = bytes[Int(token.start)]
      return !(c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}"))
    case .identifier:
      return Self.expressionKeywords.contains(where: { token.spells($0, in: bytes) })
    case .operator:
      let last = bytes[Int(token.end) - 1]
      return !(last == UInt8(ascii: "!") || last == UInt8(ascii: "?"))
    default:
      return true
    }
  }

  static let expressionKeywords: [StaticString] = [
    "return", "in", "case", "where", "if", "guard", "while", "throw", "try", "await", "else", "switch",
  ]
}
