/// Frame lines of sampled call trees with counts.
struct CallTreeFrameReader: FrameLineReader {
  let shape = FrameLineShape.callTree

  /// `7 libdispatch.dylib: _dispatch_lane_resume`: a sampled call tree (Instruments, `sample`,
  /// spindump) with the sample count first and the image before a colon.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    let tokens = body.tokens
    guard tokens.count >= 3, tokens[0].isDigits, tokens[1].count > 1, tokens[1].last == UInt8(ascii: ":")
    else { return nil }
    let image = tokens[1].dropLast()
    guard !image.contains(UInt8(ascii: ":")), !image.hasPrefix("0x") else { return nil }
    var frame = CrashFrame(image: image.text)
    SymbolTail.read(body[tokens[2].startIndex...].trimmed, into: &frame)
    return frame.symbol == nil ? nil : frame
  }
}
