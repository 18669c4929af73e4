/// Writes a `JSONNode` tree as Foundation's `JSONEncoder` does with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes`: two-space indents, `"key" : value`, and an empty
/// container as an opening bracket, a blank line and the indented closing bracket.
struct JSONWriter {
  /// The UTF-8 written so far.
  private(set) var bytes: [UInt8] = []

  /// Appends `node`, indented as a value `depth` levels deep.
  mutating func write(_ node: JSONNode, depth: Int) {
    switch node {
    case .literal(var text): text.withUTF8 { bytes.append(contentsOf: $0) }
    case .string(let text): writeString(text)
    case .pending(let encoder): write(encoder.root ?? .object(JSONObject()), depth: depth)
    case .object(let object):
      let members = Self.sortedMembers(object)
      writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: members.count, depth: depth) {
        writer, index in
        writer.writeString(members[index].key)
        writer.append(" : ")
        writer.write(members[index].value, depth: depth + 1)
      }
    case .array(let array):
      // Long arrays (a report's findings) are written on all cores, each element to its own
      // buffer, then joined in order.
      let parts =
        array.elements.count < Self.concurrentElements
        ? nil
        : array.elements.concurrentMap { element in
          var writer = JSONWriter()
          writer.write(element, depth: depth + 1)
          return writer.bytes
        }
      writeContainer(
        open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: array.elements.count, depth: depth
      ) { writer, index in
        if let parts {
          writer.bytes.append(contentsOf: parts[index])
        } else {
          writer.write(array.elements[index], depth: depth + 1)
        }
      }
    }
  }

  /// The members sorted by key; of a key encoded more than once, only the last value, as
  /// `JSONEncoder` keeps.
  static func sortedMembers(_ object: JSONObject) -> [(key: String, value: JSONNode)] {
    let sorted = object.members.sorted { $0.key < $1.key }
    // Reports never repeat a key; only then is the slower, order-keeping pass needed.
    guard zip(sorted, sorted.dropFirst()).contains(where: { $0.key == $1.key }) else { return sorted }
    var lastIndex: [String: Int] = [:]
    for (index, member) in object.members.enumerated() { lastIndex[member.key] = index }
    return lastIndex.values.sorted { object.members[$0].key < object.members[$1].key }.map {
      object.members[$0]
    }
  }

  /// The length from which an array's elements are written concurrently.
  static let concurrentElements = 256

  private mutating func writeContainer(
    open: UInt8, close: UInt8, count: Int, depth: Int, element: (inout JSONWriter, Int) -> Void
  ) {
    bytes.append(open)
    bytes.append(UInt8(ascii: "\n"))
    if count == 0 { bytes.append(UInt8(ascii: "\n")) }
    for index in 0..<count {
      indent(depth + 1)
      element(&self, index)
      if index < count - 1 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "\n"))
    }
    indent(depth)
    bytes.append(close)
  }

  private mutating func indent(_ depth: Int) {
    if depth < Self.indents.count {
      bytes.append(contentsOf: Self.indents[depth])
    } else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
  }

  private static let indents = (0..<12).map { [UInt8](repeating: UInt8(ascii: " "), count: 2 * $0) }

  private mutating func append(_ literal: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Quotes and escapes as `JSONEncoder` does: `"` and `\`, the short escapes for backspace, form
  /// feed, newline, return and tab, `\u00XX` for the other control characters; all else verbatim.
  private mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      if utf8.contains(where: Self.needsEscape) {
        for byte in utf8 { writeEscaped(byte) }
      } else {
        bytes.append(contentsOf: utf8)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private mutating func writeEscaped(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append(#"\""#)
    case UInt8(ascii: "\\"): append(#"\\"#)
    case 0x08: append(#"\b"#)
    case 0x0C: append(#"\f"#)
    case UInt8(ascii: "\n"): append(#"\n"#)
    case UInt8(ascii: "\r"): append(#"\r"#)
    case UInt8(ascii: "\t"): append(#"\t"#)
    case 0..<0x20:
      append(#"\u00"#)
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0xF)])
    default: bytes.append(byte)
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
