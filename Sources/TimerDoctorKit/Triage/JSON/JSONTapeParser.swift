/// The iterative parser behind `JSONTape`: a byte cursor with an explicit container stack.
///
/// It reads through an unsafe buffer (valid for the duration of `JSONTape.init`) so the hot
/// loops have no bounds checks or reference counting.
struct JSONTapeParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index: Int
  private let end: Int
  private var line: Int
  private var nodes: [JSONTape.Node] = []
  /// Indices of the open containers, innermost last.
  private var stack: [Int] = []

  init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, line: Int) {
    self.bytes = bytes
    self.index = range.lowerBound
    self.end = range.upperBound
    self.line = line
    nodes.reserveCapacity(min(max(16, range.count / 10), 1 << 20))
  }

  mutating func parse() throws(JSONTape.ParseError) -> [JSONTape.Node] {
    guard end < Int(Int32.max) else { throw failure("document larger than 2 GB") }
    skipWhitespace()
    guard index < end else { throw failure("no JSON value", truncated: true) }
    try parseValue()
    while let top = stack.last {
      try continueContainer(top)
    }
    skipWhitespace()
    guard index == end else { throw failure("unexpected text after the JSON value") }
    return nodes
  }

  // MARK: - Containers

  /// After a value inside the innermost container: a `,` and the next member, or the close.
  private mutating func continueContainer(_ container: Int) throws(JSONTape.ParseError) {
    let isObject = nodes[container].kind == .object
    skipWhitespace()
    guard index < end else { throw failure("JSON ends early", truncated: true) }
    let byte = bytes[index]
    if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
      index += 1
      close(container)
      return
    }
    if nodes[container].count > 0 {
      guard byte == UInt8(ascii: ",") else {
        throw failure(isObject ? "expected `,` or `}` in object" : "expected `,` or `]` in array")
      }
      index += 1
      skipWhitespace()
    }
    if isObject { try parseKey(container) }
    try parseValue()
  }

  private mutating func parseKey(_ container: Int) throws(JSONTape.ParseError) {
    guard index < end else { throw failure("JSON ends early", truncated: true) }
    guard bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string key in object") }
    try parseString()
    nodes[container].count += 1
    skipWhitespace()
    guard index < end else { throw failure("JSON ends early", truncated: true) }
    guard bytes[index] == UInt8(ascii: ":") else { throw failure("expected `:` after object key") }
    index += 1
    skipWhitespace()
  }

  private mutating func close(_ container: Int) {
    nodes[container].end = Int32(index)
    nodes[container].next = Int32(nodes.count)
    stack.removeLast()
    if let parent = stack.last { nodes[parent].count += 1 }
  }

  // MARK: - Values

  /// Parses one value; a container is opened and left on the stack for `continueContainer`.
  private mutating func parseValue() throws(JSONTape.ParseError) {
    guard index < end else { throw failure("JSON ends early", truncated: true) }
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard stack.count < JSONTape.maximumDepth else {
        throw failure("JSON nested deeper than \(JSONTape.maximumDepth) levels")
      }
      stack.append(nodes.count)
      append(byte == UInt8(ascii: "{") ? .object : .array, start: index, end: index)
      index += 1
      return
    case UInt8(ascii: "\""):
      try parseString()
    case UInt8(ascii: "t"):
      try literal("true", kind: .bool)
    case UInt8(ascii: "f"):
      try literal("false", kind: .bool)
    case UInt8(ascii: "n"):
      try literal("null", kind: .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try parseNumber()
    default:
      throw failure("unexpected character in JSON")
    }
    if let parent = stack.last { nodes[parent].count += 1 }
  }

  private mutating func parseString() throws(JSONTape.ParseError) {
    let start = index + 1
    var cursor = start
    var escaped = false
    while cursor < end {
      // Eight plain bytes at a time: no quote, backslash or control character in the word.
      if cursor + 8 <= end, let base = bytes.baseAddress {
        let word = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
        if !Self.hasSpecialByte(word) {
          cursor += 8
          continue
        }
      }
      let byte = bytes[cursor]
      // Most bytes are plain: skip them with one comparison each.
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        cursor += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        append(.string, start: start, end: cursor, escaped: escaped)
        index = cursor + 1
        return
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        cursor += 2
        continue
      }
      if byte < 0x20 {
        index = cursor
        throw failure("control character inside a JSON string")
      }
      cursor += 1
    }
    index = end
    throw failure("JSON ends early inside a string", truncated: true)
  }

  private mutating func parseNumber() throws(JSONTape.ParseError) {
    let start = index
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        index += 1
      default:
        append(.number, start: start, end: index)
        return
      }
    }
    append(.number, start: start, end: index)
  }

  private mutating func literal(_ word: StaticString, kind: JSONTape.Kind) throws(JSONTape.ParseError) {
    let count = word.utf8CodeUnitCount
    guard index + count <= end else { throw failure("JSON ends early", truncated: true) }
    let matches = word.withUTF8Buffer { buffer in
      (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] }
    }
    guard matches else { throw failure("unexpected word in JSON") }
    append(kind, start: index, end: index + count)
    index += count
  }

  // MARK: - Helpers

  /// Whether any byte of `word` is `"`, `\` or below 0x20 (the SWAR "has zero byte" trick).
  @inline(__always)
  private static func hasSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let hasQuote = (quote &- ones) & ~quote & highs
    let hasBackslash = (backslash &- ones) & ~backslash & highs
    let hasControl = (word &- ones &* 0x20) & ~word & highs
    return (hasQuote | hasBackslash | hasControl) != 0
  }

  private mutating func append(_ kind: JSONTape.Kind, start: Int, end: Int, escaped: Bool = false) {
    let next = Int32(nodes.count + 1)
    nodes.append(
      JSONTape.Node(
        kind: kind, start: Int32(start), end: Int32(end), next: next, count: 0, line: Int32(line),
        escaped: escaped))
  }

  private mutating func skipWhitespace() {
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        line += 1
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      default:
        return
      }
    }
  }

  private func failure(_ reason: String, truncated: Bool = false) -> JSONTape.ParseError {
    JSONTape.ParseError(reason: reason, line: line, truncated: truncated)
  }
}
