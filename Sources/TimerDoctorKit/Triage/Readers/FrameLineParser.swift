/// Reads one line as a stack frame, trying every known shape; nil when it is not a frame line.
enum FrameLineParser {
  /// Parses `line` (report line `number`) as a frame.
  static func parse(_ line: ArraySlice<UInt8>, number: Int) -> (CrashFrame, FrameLineShape)? {
    let body = line.trimmed
    guard let first = body.first else { return nil }
    var result: (CrashFrame, FrameLineShape)?
    // Order: lldb and gdb have unique markers (`frame #`, `#N`), so they go first; the Linux
    // shape (index, tags, address first) must be tried before classic, which needs an image
    // name between the index and the address.
    if body.contains("frame #") {
      result = lldb(body).map { ($0, .lldb) }
    } else if first == UInt8(ascii: "#") {
      result = gdb(body).map { ($0, .gdb) }
    } else if let frame = linux(body) {
      result = (frame, .linux)
    } else if let frame = classic(body) {
      result = (frame, .classic)
    } else if let frame = bugsnag(body) {
      result = (frame, .bugsnag)
    } else if let frame = callTree(body) {
      result = (frame, .callTree)
    } else if let frame = signature(body) {
      result = (frame, .signature)
    }
    guard let result else { return nil }
    var frame = result.0
    frame.reportLine = number
    return (frame, result.1)
  }

  // MARK: - Shapes

  /// `0  image  0xADDR rest`; the index is required so prose and header lines never match.
  static func classic(_ body: ArraySlice<UInt8>) -> CrashFrame? {
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
    if let unsymbolicated = loadAddressPlusOffset(rest) {
      frame.imageOffset = unsymbolicated
      return frame
    }
    if rest.hasPrefix("+0x") || rest.hasPrefix("+ 0x") {
      return bugsnagTail(rest, into: frame)
    }
    SymbolTail.read(rest, into: &frame)
    return frame
  }

  /// `[index] image +0xOFFSET symbol`.
  static func bugsnag(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    var tokens = body.tokens
    if let first = tokens.first, first.isDigits { tokens.removeFirst() }
    guard tokens.count >= 2,
      let offsetAt = tokens.firstIndex(where: { $0.hasPrefix("+0x") }), offsetAt >= 1
    else { return nil }
    let imageTokens = tokens[0..<offsetAt]
    guard imageTokens.allSatisfy({ !$0.hasSuffix(":") && !$0.hasPrefix("0x") }) else { return nil }
    let image = body[imageTokens.first!.startIndex..<imageTokens.last!.endIndex].text
    return bugsnagTail(body[tokens[offsetAt].startIndex...], into: CrashFrame(image: image))
  }

  /// `7 libdispatch.dylib: _dispatch_lane_resume`: a sampled call tree (Instruments, `sample`,
  /// spindump) with the sample count first and the image before a colon.
  static func callTree(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    let tokens = body.tokens
    guard tokens.count >= 3, tokens[0].isDigits, tokens[1].count > 1, tokens[1].last == UInt8(ascii: ":")
    else { return nil }
    let image = tokens[1].dropLast()
    guard !image.contains(UInt8(ascii: ":")), !image.hasPrefix("0x") else { return nil }
    var frame = CrashFrame(image: image.text)
    SymbolTail.read(body[tokens[2].startIndex...].trimmed, into: &frame)
    return frame.symbol == nil ? nil : frame
  }

  /// A crash signature written without addresses: `0  libdispatch.dylib  _dispatch_source_dispose`
  /// (index, a library, a symbol) or `xctest at DispatchTimerSource.deinit` (image `at` symbol).
  static func signature(_ body: ArraySlice<UInt8>) -> CrashFrame? {
    let tokens = body.tokens
    if tokens.count == 3, tokens[1].elementsEqual("at".utf8), !tokens[0].contains(UInt8(ascii: ".")),
      isSymbolLike(tokens[2])
    {
      var frame = CrashFrame(image: tokens[0].text)
      SymbolTail.read(tokens[2], into: &frame)
      return frame
    }
    guard tokens.count >= 3, tokens[0].isDigits, isLibraryName(tokens[1]), isSymbolLike(tokens[2]) else {
      return nil
    }
    var frame = CrashFrame(image: tokens[1].text)
    SymbolTail.read(body[tokens[2].startIndex...].trimmed, into: &frame)
    return frame
  }

  /// `libdispatch.dylib`, `libswiftDispatch.so`, `libc.so.6`, `UIKitCore.framework`.
  static func isLibraryName(_ token: ArraySlice<UInt8>) -> Bool {
    token.hasSuffix(".dylib") || token.hasSuffix(".so") || token.contains(".so.")
      || token.hasSuffix(".framework")
  }

  /// A symbol, not a word of prose: it has `_`, `.`, `(`, `[` or `$`, and is no file name.
  static func isSymbolLike(_ token: ArraySlice<UInt8>) -> Bool {
    guard !token.hasSuffix(".swift"), !token.hasSuffix(".m"), !token.hasSuffix(".txt") else { return false }
    return token.contains {
      $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(")
        || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "$")
    }
  }

  /// ``frame #N: 0xADDR image`symbol + 36 at File.swift:42:9``.
  static func lldb(_ body: ArraySlice<UInt8>) -> CrashFrame? {
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
      readLocation(rest[(at + 4)...].trimmed, into: &frame)
      rest = rest[..<at]
    }
    SymbolTail.read(stripArguments(rest.trimmed), into: &frame)
    return frame
  }

  /// `#N  0xADDR in symbol (args) from /usr/lib/libdispatch.so` or `... at File.swift:42`.
  static func gdb(_ body: ArraySlice<UInt8>) -> CrashFrame? {
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
      readLocation(rest[(at + 4)...].trimmed, into: &frame)
      rest = rest[..<at]
    }
    let symbol = stripArguments(rest.trimmed)
    guard !symbol.isEmpty else { return nil }
    frame.symbol = symbol.text
    return frame
  }

  /// `N [ra] [thunk] [system] 0xADDR symbol + 12 in image at /path/File.swift:35:5`.
  static func linux(_ body: ArraySlice<UInt8>) -> CrashFrame? {
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
      readLocation(rest[(at + 4)...].trimmed, into: &frame)
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

  // MARK: - Pieces

  /// `0x100398000 + 422000` (classic unsymbolicated): the decimal offset from the load address.
  private static func loadAddressPlusOffset(_ rest: ArraySlice<UInt8>) -> UInt64? {
    let tokens = rest.tokens
    guard tokens.count >= 3, tokens[0].hasPrefix("0x"), tokens[1].count == 1, tokens[1].first == 0x2B
    else { return nil }
    if let decimal = tokens[2].decimal { return UInt64(decimal) }
    return tokens[2].hasPrefix("0x") ? tokens[2].hexadecimal : nil
  }

  /// `+0x3a08c  symbol` after the image.
  private static func bugsnagTail(_ rest: ArraySlice<UInt8>, into frame: CrashFrame) -> CrashFrame? {
    var frame = frame
    var tail = rest.dropFirst().trimmed
    guard let offset = tail.tokens.first, let value = offset.hexadecimal else { return nil }
    frame.imageOffset = value
    tail = tail[offset.endIndex...].trimmed
    if !tail.isEmpty { SymbolTail.read(tail, into: &frame) }
    return frame
  }

  /// `File.swift:42:9`, `/path/File.swift:35`, `//<compiler-generated>` or `/path/File.swift`.
  static func readLocation(_ text: ArraySlice<UInt8>, into frame: inout CrashFrame) {
    var path = text
    var numbers: [Int] = []
    while let colon = path.lastIndex(of: ":"), let number = path[(colon + 1)...].decimal {
      numbers.insert(number, at: 0)
      path = path[..<colon]
    }
    var file = path.text
    if file.hasPrefix("//") { file.removeFirst() }
    frame.file = file
    frame.sourceLine = numbers.first
  }

  /// Drops a gdb/lldb argument list: `dispatch_resume ()` -> `dispatch_resume`, and lldb's
  /// debug-build values `PlaybackClock.play(self=0x6000...)` -> `PlaybackClock.play`; a Swift
  /// signature such as `Poller.handle(_:)` is kept.
  private static func stripArguments(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard text.last == UInt8(ascii: ")") else { return text }
    var depth = 0
    var open: Int?
    for index in text.indices.reversed() {
      if text[index] == UInt8(ascii: ")") { depth += 1 }
      if text[index] == UInt8(ascii: "(") {
        depth -= 1
        if depth == 0 {
          open = index
          break
        }
      }
    }
    guard let open, open > text.startIndex else { return text }
    if text[open - 1] == UInt8(ascii: " ") { return text[..<open].trimmed }
    // `(name=value, ...)`: an identifier, then `=`.
    let inside = text[(open + 1)...]
    let name = inside.prefix { isIdentifierByte($0) }
    guard !name.isEmpty, name.endIndex < inside.endIndex, inside[name.endIndex] == UInt8(ascii: "=") else {
      return text
    }
    return text[..<open].trimmed
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || byte == UInt8(ascii: "_")
  }
}
