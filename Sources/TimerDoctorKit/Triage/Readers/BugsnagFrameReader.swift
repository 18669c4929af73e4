/// Frame lines of BugSnag-like `image +0xOFFSET symbol`.
struct BugsnagFrameReader: FrameLineReader {
  let shape = FrameLineShape.bugsnag

  /// `[index] image +0xOFFSET symbol`.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    var tokens = body.tokens
    if let first = tokens.first, first.isDigits { tokens.removeFirst() }
    guard tokens.count >= 2,
      let offsetAt = tokens.firstIndex(where: { $0.hasPrefix("+0x") }), offsetAt >= 1
    else { return nil }
    let imageTokens = tokens[0..<offsetAt]
    guard imageTokens.allSatisfy({ !$0.hasSuffix(":") && !$0.hasPrefix("0x") }) else { return nil }
    let image = body[imageTokens.first!.startIndex..<imageTokens.last!.endIndex].text
    return FrameLineParser.bugsnagTail(body[tokens[offsetAt].startIndex...], into: CrashFrame(image: image))
  }
}
