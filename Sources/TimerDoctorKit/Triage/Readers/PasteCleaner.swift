/// Undoes what renderers do to a crash report pasted into an issue, chat or mail, one line at a
/// time (so line numbers stay those of the input): `>` quote prefixes (nested, with or without a
/// space), list markers, Markdown escapes (`\_`, `\#`, `` \` ``, `\*`), HTML entities (`&lt;`,
/// `&gt;`, `&amp;`, `&quot;`, `&#39;`), non-breaking and zero-width spaces, and the `==>`/`<==`
/// markers of sampled call trees. Code-fence lines (```` ``` ````) become empty.
enum PasteCleaner {
  /// The line as it was before rendering; the same slice when nothing needs undoing.
  static func clean(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard needsCleaning(line) else { return line }
    var bytes = Array(line)
    bytes = replacingSpaces(bytes)
    bytes = strippingPrefixes(bytes)
    if isFence(bytes) { return [] }
    if bytes.first == UInt8(ascii: "|") { bytes = tableRow(bytes) }
    bytes = unescaping(bytes)
    return bytes[...]
  }

  /// Whether `line` is a frame line cut after its address (`0   libdispatch.dylib   0x1a0e4c9b8`):
  /// a renderer that wraps long lines puts the symbol on the next one.
  static func endsAtAnAddress(_ line: ArraySlice<UInt8>) -> Bool {
    let body = line.trimmed
    guard let first = body.first, first >= 0x30, first <= 0x39,
      let space = body.lastIndex(where: { $0 == 0x20 || $0 == 0x09 })
    else { return false }
    let last = body[(space + 1)...]
    guard last.count > 2, last.hasPrefix("0x") else { return false }
    return last.dropFirst(2).allSatisfy {
      ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66)
    }
  }

  /// Whether `next` is the rest of the wrapped frame line `line`: text that starts no frame,
  /// thread or header of its own.
  static func continues(_ line: ArraySlice<UInt8>, with next: ArraySlice<UInt8>) -> Bool {
    let body = next.trimmed
    guard let first = body.first, !(first >= 0x30 && first <= 0x39), first != UInt8(ascii: "#"),
      !body.hasPrefix("Thread"), !body.hasPrefix("Binary Images"), !body.contains(": ")
    else { return false }
    return body.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
  }

  /// A Markdown table row as its cells separated by spaces (`| 0 | libdispatch.dylib | f |` is
  /// `0  libdispatch.dylib  f`); a separator row (`|---|:--|`) is empty.
  static func tableRow(_ bytes: [UInt8]) -> [UInt8] {
    let isSeparator = bytes.allSatisfy {
      $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == 0x20
        || $0 == 0x09
    }
    if isSeparator { return [] }
    var cells = bytes.map { $0 == UInt8(ascii: "|") ? 0x20 : $0 }
    while cells.last == 0x20 { cells.removeLast() }
    return cells
  }

  /// A cheap first look: most lines of a clean report have none of these bytes.
  static func needsCleaning(_ line: ArraySlice<UInt8>) -> Bool {
    var leading = true
    for byte in line {
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "&"), 0xC2, 0xE2, 0xEF: return true
      case UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "="),
        UInt8(ascii: "|"):
        if leading { return true }
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        break
      default:
        leading = false
      }
    }
    // `<==` at the end of a call-tree line.
    return line.count >= 3 && line.suffix(3).elementsEqual("<==".utf8)
  }

  /// U+00A0 (no-break space) and U+202F become spaces; U+200B-U+200D and U+FEFF disappear.
  static func replacingSpaces(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
        result.append(0x20)
        index += 2
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        (0x8B...0x8D).contains(bytes[index + 2]) || bytes[index + 2] == 0xAF
      {
        if bytes[index + 2] == 0xAF { result.append(0x20) }
        index += 3
      } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
        index += 3
      } else {
        result.append(byte)
        index += 1
      }
    }
    return result
  }

  /// `> > `, `>`, `- `, `* ` and `==> ` before the text, and ` <==` after it.
  static func strippingPrefixes(_ bytes: [UInt8]) -> [UInt8] {
    var start = 0
    var progressed = true
    while progressed {
      progressed = false
      while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
      guard start < bytes.count else { break }
      if bytes[start] == UInt8(ascii: ">") {
        start += 1
        progressed = true
      } else if bytes[start...].starts(with: "==>".utf8) {
        start += 3
        progressed = true
      } else if bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "*"),
        start + 1 < bytes.count, bytes[start + 1] == 0x20
      {
        start += 2
        progressed = true
      }
    }
    var end = bytes.count
    while end > start, bytes[end - 1] == 0x20 { end -= 1 }
    if end - start >= 3, bytes[(end - 3)..<end].elementsEqual("<==".utf8) { end -= 3 }
    return Array(bytes[start..<end])
  }

  static func isFence(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: "```".utf8) || bytes.starts(with: "~~~".utf8)
  }

  /// The entities a renderer writes for `<`, `>`, `&`, `"` and `'`.
  static let entities: [(String, UInt8)] = [
    ("&lt;", UInt8(ascii: "<")), ("&gt;", UInt8(ascii: ">")), ("&amp;", UInt8(ascii: "&")),
    ("&quot;", UInt8(ascii: "\"")), ("&#39;", UInt8(ascii: "'")), ("&#x27;", UInt8(ascii: "'")),
    ("&apos;", UInt8(ascii: "'")), ("&nbsp;", 0x20),
  ]

  /// Markdown escapes (`\` before punctuation) and HTML entities undone.
  static func unescaping(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    outer: while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, Self.escapable.contains(bytes[index + 1]) {
        result.append(bytes[index + 1])
        index += 2
        continue
      }
      if byte == UInt8(ascii: "&") {
        for (entity, replacement) in Self.entities where bytes[index...].starts(with: entity.utf8) {
          result.append(replacement)
          index += entity.utf8.count
          continue outer
        }
      }
      result.append(byte)
      index += 1
    }
    return result
  }

  /// Characters Markdown lets a writer escape, which renderers leave escaped in a paste.
  static let escapable = Set("\\`*_{}[]()#+-.!<>|~".utf8)
}
