/// Frame lines of Swift runtime backtraces on Linux.
struct LinuxFrameReader: FrameLineReader {
  let shape = FrameLineShape.linux

  /// `N [ra] [thunk] [system] 0xADDR symbol + 12 in image at /path/File.swift:35:5`.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    let tokens = body.tokens
    guard tokens.count >= 2, tokens[0].isDigits else { return nil }
    var position = 1
    var frame = CrashFrame()
    while position < tokens.count, tokens[position].first == UInt8(ascii: "[") {
      if tokens[position].hasPrefix("[system]") { frame.isSystemMarked = true }
      position += 1
    }
    guard position < tokens.count, tokens[position].hasPrefix("0x"),
      tokens[position].hexadecimal != nil
    else { return nil }
    var rest = body[tokens[position].endIndex...].trimmed
    // A classic line has the image before the address; here the address comes first and the
    // image follows ` in `. Without ` in ` this is not the Linux shape.
    if let at = rest.lastIndex(of: " at ") {
      FrameLineParser.readLocation(rest[(at + 4)...].trimmed, into: &frame)
      rest = rest[..<at]
    }
    guard let inAt = rest.lastIndex(of: " in ") else {
      guard rest.hasPrefix("in ") else { return nil }
      frame.image = rest.dropFirst(3).trimmed.text
      return frame
    }
    frame.image = rest[(inAt + 4)...].trimmed.text
    SymbolTail.read(rest[..<inAt].trimmed, into: &frame)
    return frame
  }
}
