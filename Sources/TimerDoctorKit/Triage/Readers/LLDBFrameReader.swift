/// Frame lines of lldb `bt`.
struct LLDBFrameReader: FrameLineReader {
  let shape = FrameLineShape.lldb

  /// Its marker is unique: a line with it is this shape's or no frame at all.
  func claims(_ body: ArraySlice<UInt8>) -> Bool { body.contains("frame #") }

  /// ``frame #N: 0xADDR image`symbol + 36 at File.swift:42:9``.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    guard let marker = body.firstIndex(of: "frame #") else { return nil }
    var rest = body[(marker + 7)...]
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    rest = rest[(colon + 1)...].trimmed
    if rest.hasPrefix("0x") {
      let address = rest.tokens.first!
      rest = rest[address.endIndex...].trimmed
    }
    var frame = CrashFrame()
    if let tick = rest.firstIndex(of: "`") {
      frame.image = rest[..<tick].trimmed.text
      rest = rest[(tick + 1)...]
    } else if rest.isEmpty {
      return nil
    }
    if let at = rest.lastIndex(of: " at ") {
      FrameLineParser.readLocation(rest[(at + 4)...].trimmed, into: &frame)
      rest = rest[..<at]
    }
    SymbolTail.read(FrameLineParser.stripArguments(rest.trimmed), into: &frame)
    return frame
  }
}
