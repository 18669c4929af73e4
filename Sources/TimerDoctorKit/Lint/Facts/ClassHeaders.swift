/// The `class Name: Base, Protocol {` headers of a file that the structure pass skips (it names no
/// timer), read from its bytes: a type with a timer may inherit from a class declared there
/// (`class ClockLayer: AnimationTextLayer` where `AnimationTextLayer: CATextLayer`), and whether it
/// is a view or a layer depends on that chain.
enum ClassHeaders {
  /// One header per class with an inheritance clause.
  static func read(_ bytes: [UInt8]) -> [ClassHeader] {
    bytes.withUnsafeBufferPointer { text in
      var types: [ClassHeader] = []
      var offset = 0
      while offset < text.count {
        let rest = UnsafeBufferPointer(rebasing: text[offset...])
        // Anchored at `c`, the rarest byte of `class ` in Swift code.
        guard let found = Self.needle.withUTF8Buffer({ ByteSearch.firstOffset(of: $0, in: rest, anchor: 0) })
        else { break }
        let start = offset + found
        offset = start + 6
        guard start == 0 || !isNameByte(text[start - 1]) && text[start - 1] != UInt8(ascii: "."),
          !isInLineComment(text, start),
          let header = header(text, from: offset)
        else { continue }
        types.append(header)
      }
      return types
    }
  }

  /// The name and inherited names after `class `, or `nil` for `class func`, `class var` and a
  /// class without an inheritance clause.
  private static func header(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> ClassHeader? {
    var index = start
    guard let name = name(text, &index), !modifiers.contains(name) else { return nil }
    skipGenerics(text, &index)
    skipSpaces(text, &index)
    guard index < text.count, text[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    var inherits: [String] = []
    while true {
      skipSpaces(text, &index)
      // `Module.Base` counts as `Base`, as the structure pass reads it.
      var last: String?
      while let part = self.name(text, &index) {
        last = part
        guard index < text.count, text[index] == UInt8(ascii: ".") else { break }
        index += 1
      }
      guard let last, last != "where" else { break }
      inherits.append(last)
      skipGenerics(text, &index)
      skipSpaces(text, &index)
      guard index < text.count, text[index] == UInt8(ascii: ",") else { break }
      index += 1
    }
    return inherits.isEmpty ? nil : ClassHeader(name: name, inherits: inherits)
  }

  private static let needle: StaticString = "class "

  /// Words after `class ` that make it no type declaration.
  private static let modifiers: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "public", "private", "open", "static",
  ]

  private static func name(_ text: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String? {
    let start = index
    while index < text.count, isNameByte(text[index]) { index += 1 }
    guard index > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(text[start]) else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: text[start..<index]), as: UTF8.self)
  }

  private static func skipGenerics(_ text: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
    guard index < text.count, text[index] == UInt8(ascii: "<") else { return }
    var depth = 0
    while index < text.count {
      if text[index] == UInt8(ascii: "<") { depth += 1 }
      if text[index] == UInt8(ascii: ">") { depth -= 1 }
      index += 1
      if depth == 0 { return }
    }
  }

  private static func skipSpaces(_ text: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
    while index < text.count,
      [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(text[index])
    {
      index += 1
    }
  }

  /// Whether a `//` comes before `start` on its line.
  private static func isInLineComment(_ text: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    var index = start - 1
    while index > 0, text[index] != UInt8(ascii: "\n") {
      if text[index] == UInt8(ascii: "/"), text[index - 1] == UInt8(ascii: "/") { return true }
      index -= 1
    }
    return false
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
  }
}
