/// Reads what follows the address on a frame line: `symbol + 556 (File.swift:42) [inlined]`.
enum SymbolTail {
  /// Fills `symbol`, `file` and `sourceLine` of `frame` from `rest`.
  static func read(_ rest: ArraySlice<UInt8>, into frame: inout CrashFrame) {
    var text = rest.trimmed
    if text.hasSuffix("[inlined]") { text = text.dropLast(9).trimmed }
    if text.last == UInt8(ascii: ")"), let open = text.lastIndex(of: " ("),
      let location = sourceLocation(text[(open + 2)..<(text.endIndex - 1)])
    {
      frame.file = location.file
      frame.sourceLine = location.line
      text = text[..<open].trimmed
    }
    if text.hasSuffix("[inlined]") { text = text.dropLast(9).trimmed }
    // BugSnag-like: `HeartbeatTimer.deinit  HeartbeatTimer.swift:29` (no parentheses).
    if frame.file == nil, let last = text.tokens.last, last.startIndex > text.startIndex,
      last.last.map({ $0 >= 0x30 && $0 <= 0x39 }) == true, let location = sourceLocation(last)
    {
      frame.file = location.file
      frame.sourceLine = location.line
      text = text[..<last.startIndex].trimmed
    }
    if let plus = text.lastIndex(of: " + "), text[(plus + 3)...].trimmed.isDigits {
      text = text[..<plus].trimmed
    }
    // Crashlytics writes `(Missing)` or `(Missing UUID <uuid>)` where it has no symbol.
    guard !text.isEmpty, !text.hasPrefix("(Missing"), !text.hasPrefix("(missing") else { return }
    frame.symbol = text.text
  }

  /// `File.swift:42` or `File.swift` (a name with an extension, no spaces).
  private static func sourceLocation(_ text: ArraySlice<UInt8>) -> (file: String, line: Int?)? {
    guard !text.isEmpty, !text.contains(" ") else { return nil }
    var path = text
    var line: Int?
    if let colon = path.firstIndex(of: ":") {
      let numbers = path[(colon + 1)...].split(separator: UInt8(ascii: ":"))
      guard let first = numbers.first, let number = first.decimal else { return nil }
      line = number
      path = path[..<colon]
    }
    guard path.contains(".") || path.elementsEqual("<compiler-generated>".utf8) else { return nil }
    return (path.text, line)
  }
}
