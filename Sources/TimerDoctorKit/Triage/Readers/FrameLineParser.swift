/// Reads one line as a stack frame, trying every `FrameLineReader` in order; nil when it is not
/// a frame line. The pieces several shapes share live here.
enum FrameLineParser {
  /// The readers, in the order they are tried. lldb and gdb have unique markers (`frame #`,
  /// `#N`) and claim their lines; the Linux shape (index, tags, address first) comes before the
  /// classic one, which needs an image between the index and the address; the address-less
  /// shapes come last, since they accept the least. A new shape is one reader file and one entry.
  static let readers: [any FrameLineReader] = [
    LLDBFrameReader(), GDBFrameReader(), LinuxFrameReader(), ClassicFrameReader(), BugsnagFrameReader(),
    CallTreeFrameReader(), SignatureFrameReader(),
  ]

  /// Parses `line` (report line `number`) as a frame.
  static func parse(_ line: ArraySlice<UInt8>, number: Int) -> (CrashFrame, FrameLineShape)? {
    let body = line.trimmed
    guard !body.isEmpty else { return nil }
    for reader in readers {
      if var frame = reader.read(body) {
        frame.reportLine = number
        return (frame, reader.shape)
      }
      if reader.claims(body) { return nil }
    }
    return nil
  }

  /// `libdispatch.dylib`, `libswiftDispatch.so`, `libc.so.6`, `UIKitCore.framework`.
  static func isLibraryName(_ token: ArraySlice<UInt8>) -> Bool {
    token.hasSuffix(".dylib") || token.hasSuffix(".so") || token.contains(".so.")
      || token.hasSuffix(".framework")
  }

  /// A symbol, not a word of prose: it has `_`, `.`, `(`, `[` or `$` (or starts with Markdown's `**`),
  /// is no file name and does not end with a full stop or comma.
  static func isSymbolLike(_ token: ArraySlice<UInt8>) -> Bool {
    guard !token.hasSuffix(".swift"), !token.hasSuffix(".m"), !token.hasSuffix(".txt") else { return false }
    // A word that ends a sentence or a clause ("reports at all.") is prose, not a symbol.
    guard token.last != UInt8(ascii: "."), token.last != UInt8(ascii: ",") else { return false }
    // Markdown turns a leading `__` into `**` (`**NSFireDelayedPerform`).
    if token.hasPrefix("**") && token.count > 2 { return true }
    return token.contains {
      $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(")
        || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "$")
    }
  }

  // MARK: - Pieces

  /// `0x100398000 + 422000` (classic unsymbolicated): the decimal offset from the load address.
  static func loadAddressPlusOffset(_ rest: ArraySlice<UInt8>) -> UInt64? {
    let tokens = rest.tokens
    guard tokens.count >= 3, tokens[0].hasPrefix("0x"), tokens[1].count == 1, tokens[1].first == 0x2B
    else { return nil }
    if let decimal = tokens[2].decimal { return UInt64(decimal) }
    return tokens[2].hasPrefix("0x") ? tokens[2].hexadecimal : nil
  }

  /// `+0x3a08c  symbol` after the image.
  static func bugsnagTail(_ rest: ArraySlice<UInt8>, into frame: CrashFrame) -> CrashFrame? {
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
  static func stripArguments(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
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

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      || byte == UInt8(ascii: "_")
  }
}
