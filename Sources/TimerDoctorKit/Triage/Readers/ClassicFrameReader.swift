/// Frame lines of the classic one of Apple reports, Crashlytics and Sentry.
struct ClassicFrameReader: FrameLineReader {
  let shape = FrameLineShape.classic

  /// `0  image  0xADDR rest`; the index is required so prose and header lines never match.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    let tokens = body.tokens
    guard tokens.count >= 3, tokens[0].isDigits else { return nil }
    guard let addressAt = tokens.indices.dropFirst(2).first(where: { tokens[$0].hasPrefix("0x") }),
      tokens[addressAt].hexadecimal != nil
    else { return nil }
    let imageTokens = tokens[1..<addressAt]
    guard imageTokens.allSatisfy({ !$0.hasSuffix(":") && !$0.hasPrefix("0x") }) else { return nil }
    let image = body[imageTokens.first!.startIndex..<imageTokens.last!.endIndex].text
    var frame = CrashFrame(image: image)
    let rest = body[tokens[addressAt].endIndex...].trimmed
    if let unsymbolicated = FrameLineParser.loadAddressPlusOffset(rest) {
      frame.imageOffset = unsymbolicated
      return frame
    }
    if rest.hasPrefix("+0x") || rest.hasPrefix("+ 0x") {
      return FrameLineParser.bugsnagTail(rest, into: frame)
    }
    SymbolTail.read(rest, into: &frame)
    return frame
  }
}
