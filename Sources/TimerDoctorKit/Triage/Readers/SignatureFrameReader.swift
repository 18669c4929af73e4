/// Frame lines of signatures written without addresses.
struct SignatureFrameReader: FrameLineReader {
  let shape = FrameLineShape.signature

  /// A crash signature written without addresses: `0  libdispatch.dylib  _dispatch_source_dispose`
  /// (index, a library, a symbol) or `xctest at DispatchTimerSource.deinit` (image `at` symbol).
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    let tokens = body.tokens
    if tokens.count == 3, tokens[1].elementsEqual("at".utf8), !tokens[0].contains(UInt8(ascii: ".")),
      FrameLineParser.isSymbolLike(tokens[2])
    {
      var frame = CrashFrame(image: tokens[0].text)
      SymbolTail.read(tokens[2], into: &frame)
      return frame
    }
    guard tokens.count >= 3, tokens[0].isDigits,
      FrameLineParser.isLibraryName(tokens[1]) || ImageKind.isSystemFramework(tokens[1].text),
      FrameLineParser.isSymbolLike(tokens[2])
    else {
      return nil
    }
    var frame = CrashFrame(image: tokens[1].text)
    SymbolTail.read(body[tokens[2].startIndex...].trimmed, into: &frame)
    return frame
  }
}
