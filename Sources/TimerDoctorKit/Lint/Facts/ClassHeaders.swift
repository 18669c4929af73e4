/// The `class Name: Base, Protocol {` headers of a file that the structure pass skips (it names no
/// timer), read from its bytes: a type with a timer may inherit from a class declared there
/// (`class ClockLayer: AnimationTextLayer` where `AnimationTextLayer: CATextLayer`), and whether it
/// is a view or a layer depends on that chain. Comments are skipped; string literals are not
/// (a header quoted in one only adds a name, and a name two headers disagree on is dropped).
enum ClassHeaders {
  /// One header per class with an inheritance clause, in file order.
  static func read(_ bytes: [UInt8]) -> [ClassHeader] {
    read(bytes, classOffsets: FilePrefilter.read(bytes, stoppingAtTimers: false).classOffsets)
  }

  /// The headers of the `class ` words at `classOffsets` (in order, as `FilePrefilter` found them).
  static func read(_ bytes: [UInt8], classOffsets: [Int]) -> [ClassHeader] {
    guard !classOffsets.isEmpty else { return [] }
    return bytes.withUnsafeBufferPointer { text in
      // Most files the structure pass skips declare no class: their comments are never looked for.
      let comments = commentRanges(text)
      var nextComment = 0
      var headers: [ClassHeader] = []
      for start in classOffsets {
        while nextComment < comments.count, comments[nextComment].upperBound <= start { nextComment += 1 }
        let commented = nextComment < comments.count && comments[nextComment].contains(start)
        guard !commented,
          start == 0
            || !ScanCursor.isIdentifierContinue(text[start - 1]) && text[start - 1] != UInt8(ascii: "."),
          let header = header(text, from: start + FilePrefilter.classKeyword.utf8CodeUnitCount)
        else { continue }
        headers.append(header)
      }
      return headers
    }
  }

  /// The byte ranges of `//` and (nested) `/* */` comments, in order, found in one pass that jumps
  /// from one `/` to the next.
  static func commentRanges(_ text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    var ranges: [Range<Int>] = []
    var index = 0
    while index + 1 < text.count {
      guard let found = offset(of: "/", in: text, from: index) else { break }
      let start = found
      guard start + 1 < text.count else { break }
      if text[start + 1] == slash {
        let end = offset(of: "\n", in: text, from: start + 2) ?? text.count
        ranges.append(start..<end)
        index = end
      } else if text[start + 1] == star {
        var depth = 1
        var end = start + 2
        while end < text.count, depth > 0 {
          if text[end] == slash, end + 1 < text.count, text[end + 1] == star {
            depth += 1
            end += 2
          } else if text[end] == star, end + 1 < text.count, text[end + 1] == slash {
            depth -= 1
            end += 2
          } else {
            end += 1
          }
        }
        ranges.append(start..<end)
        index = end
      } else {
        index = start + 1
      }
    }
    return ranges
  }

  /// The offset of the first `byte` at or after `start` (a `memchr` through `ByteSearch`).
  private static func offset(of byte: StaticString, in text: UnsafeBufferPointer<UInt8>, from start: Int)
    -> Int?
  {
    guard start < text.count else { return nil }
    let rest = UnsafeBufferPointer(rebasing: text[start...])
    return byte.withUTF8Buffer { ByteSearch.firstOffset(of: $0, in: rest) }.map { start + $0 }
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

  /// Words after `class ` that make it no type declaration.
  private static let modifiers: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "public", "private", "open", "static",
  ]

  private static func name(_ text: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String? {
    guard index < text.count, ScanCursor.isIdentifierStart(text[index]) else { return nil }
    let start = index
    while index < text.count, ScanCursor.isIdentifierContinue(text[index]) { index += 1 }
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
      ScanCursor.isHorizontalSpace(text[index]) || text[index] == UInt8(ascii: "\n")
        || text[index] == UInt8(ascii: "\r")
    {
      index += 1
    }
  }
}
