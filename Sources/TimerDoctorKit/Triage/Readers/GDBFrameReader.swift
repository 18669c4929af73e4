/// Frame lines of gdb `bt`.
struct GDBFrameReader: FrameLineReader {
  let shape = FrameLineShape.gdb

  /// Its marker is unique: a line with it is this shape's or no frame at all.
  func claims(_ body: ArraySlice<UInt8>) -> Bool { body.first == UInt8(ascii: "#") }

  /// `#N  0xADDR in symbol (args) from /usr/lib/libdispatch.so` or `... at File.swift:42`.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    guard claims(body) else { return nil }
    var rest = body.dropFirst()
    let index = rest.tokens.first ?? []
    guard index.isDigits else { return nil }
    rest = rest[index.endIndex...].trimmed
    if rest.hasPrefix("0x") {
      let address = rest.tokens.first!
      rest = rest[address.endIndex...].trimmed
      guard rest.hasPrefix("in ") else { return nil }
      rest = rest.dropFirst(3)
    }
    var frame = CrashFrame()
    if let from = rest.lastIndex(of: " from ") {
      let path = rest[(from + 6)...].trimmed.text
      frame.image = path.split(separator: "/").last.map(String.init) ?? path
      rest = rest[..<from]
    }
    if let at = rest.lastIndex(of: " at ") {
      FrameLineParser.readLocation(rest[(at + 4)...].trimmed, into: &frame)
      rest = rest[..<at]
    }
    let symbol = FrameLineParser.stripArguments(rest.trimmed)
    guard !symbol.isEmpty else { return nil }
    frame.symbol = symbol.text
    return frame
  }
}
