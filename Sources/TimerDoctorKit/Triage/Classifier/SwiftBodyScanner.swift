/// A light scan of one Swift file: finds a type's `deinit` or a `func` by name and the first
/// `cancel()` call in its body. Braces in strings and comments are skipped.
struct SwiftBodyScanner {
  let bytes: [UInt8]

  init(text: String) { bytes = Array(text.utf8) }

  /// The first `cancel()` call in the body `target` names.
  func cancelCall(in target: SourceLookup.Target) -> (line: Int, text: String)? {
    var searchRange = 0..<bytes.count
    if let typeName = target.typeName {
      var found: Range<Int>?
      for keyword in ["class ", "actor ", "struct ", "extension ", "final class "] {
        if let start = find(keyword + typeName, in: searchRange, wordEnd: true), let body = body(after: start)
        {
          found = body
          break
        }
      }
      guard let found else { return nil }
      searchRange = found
    }
    let declaration = target.isDeinit ? "deinit" : "func " + target.member
    var cursor = searchRange.lowerBound
    while let start = find(declaration, in: cursor..<searchRange.upperBound, wordEnd: true) {
      if let body = body(after: start),
        let call = find(".cancel()", in: body, wordEnd: false) ?? find("cancel()", in: body, wordEnd: false)
      {
        return (line(at: call), lineText(at: call))
      }
      cursor = start + 1
    }
    return nil
  }

  /// The range inside the first `{ ... }` after `start`.
  private func body(after start: Int) -> Range<Int>? {
    var index = start
    while index < bytes.count, bytes[index] != UInt8(ascii: "{") {
      if bytes[index] == UInt8(ascii: "}") { return nil }
      index += 1
    }
    guard index < bytes.count else { return nil }
    let open = index + 1
    var depth = 1
    index = open
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      case UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 0 { return open..<index }
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// The first occurrence of `word` in `range` that is not inside a `//` comment.
  private func find(_ word: String, in range: Range<Int>, wordEnd: Bool) -> Int? {
    let needle = Array(word.utf8)
    guard !needle.isEmpty, range.count >= needle.count else { return nil }
    var index = range.lowerBound
    while index + needle.count <= range.upperBound {
      if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
        let after = index + needle.count
        let boundary = !wordEnd || after >= bytes.count || !isIdentifier(bytes[after])
        let before = index == 0 || !isIdentifier(bytes[index - 1]) || needle[0] == UInt8(ascii: ".")
        if boundary && before && !inLineComment(index) { return index }
      }
      index += 1
    }
    return nil
  }

  private func inLineComment(_ index: Int) -> Bool {
    var cursor = index
    while cursor > 0, bytes[cursor - 1] != 0x0A {
      if bytes[cursor - 1] == UInt8(ascii: "/"), cursor >= 2, bytes[cursor - 2] == UInt8(ascii: "/") {
        return true
      }
      cursor -= 1
    }
    return false
  }

  private func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private func line(at index: Int) -> Int {
    1 + bytes[0..<index].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }

  private func lineText(at index: Int) -> String {
    var start = index
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    var end = index
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self).trimmingSpaces
  }
}
