extension ScanCursor {
  /// Opens a string at `start` (which holds `hashes` `#`s then the quotes) and scans its text.
  mutating func scanStringOpening(hashes: Int, from start: Int) {
    let quotes = start + hashes
    let multiline = byte(quotes + 1) == UInt8(ascii: "\"") && byte(quotes + 2) == UInt8(ascii: "\"")
    pos = quotes + (multiline ? 3 : 1)
    let style = StringStyle(multiline: multiline, hashes: hashes)
    modes.append(.string(style))
    scanStringText(style, from: start)
  }

  /// Scans string text from `start` up to an interpolation, the closing delimiter, the end of
  /// the line (single-line strings) or the end of the input, and emits it as one token.
  mutating func scanStringText(_ style: StringStyle, from start: Int) {
    while pos < bytes.count {
      let c = bytes[pos]
      if c == UInt8(ascii: "\\") {
        if hasHashes(style.hashes, at: pos + 1) {
          let after = pos + 1 + style.hashes
          if byte(after) == UInt8(ascii: "(") {
            emit(.string, from: start)
            let open = pos
            pos = after + 1
            emit(.interpolationStart, from: open)
            modes.append(.code(interpolationParens: 0))
            return
          }
          pos = min(after + 1, bytes.count)
          if byte(pos - 1) == UInt8(ascii: "\r"), byte(pos) == UInt8(ascii: "\n") { pos += 1 }
          if !style.multiline, pos > after, isLineBreak(byte(pos - 1)) {
            pos -= byte(pos - 1) == UInt8(ascii: "\n") && byte(pos - 2) == UInt8(ascii: "\r") ? 2 : 1
            break
          }
        } else {
          pos += 1
        }
      } else if c == UInt8(ascii: "\"") {
        let quoteCount = style.multiline ? 3 : 1
        var matches = true
        for offset in 0..<quoteCount where byte(pos + offset) != UInt8(ascii: "\"") {
          matches = false
        }
        if matches, hasHashes(style.hashes, at: pos + quoteCount) {
          pos += quoteCount + style.hashes
          break
        }
        pos += 1
      } else if !style.multiline, isLineBreak(c) {
        break
      } else {
        pos += 1
      }
    }
    modes.removeLast()
    emit(.string, from: start)
  }

  func hasHashes(_ count: Int, at index: Int) -> Bool {
    var offset = 0
    while offset < count {
      if byte(index + offset) != UInt8(ascii: "#") { return false }
      offset += 1
    }
    return true
  }

  func isLineBreak(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")
  }
}
