/// Reads part of an `.ips` report pasted on its own, as people paste the crashed thread out of a
/// long file: no whole JSON document, but a `"frames" : [...]` array (the triggered thread's when
/// `"triggered":true` precedes it) and perhaps the `"exception" : {...}` object. Frames name
/// their library only by an index into `usedImages`, which a fragment lacks, so they keep their
/// symbols and offsets and no image.
enum IPSFragmentReader {
  /// The report in `bytes`, or nil when they hold no frames array.
  static func read(_ bytes: [UInt8]) -> CrashReport? {
    let slice = bytes[...]
    let anchor = slice.firstIndex(of: "\"triggered\":true") ?? slice.firstIndex(of: "\"triggered\" : true")
    guard let frames = slice[(anchor ?? slice.startIndex)...].firstIndex(of: "\"frames\""),
      let open = slice[frames...].firstIndex(of: UInt8(ascii: "[")),
      let tape = framesTape(bytes, open: open)
    else { return nil }
    var report = CrashReport(format: .ips309)
    var thread = CrashThread(number: 0)
    thread.crashed = true
    for element in tape.elements(0).prefix(CrashThread.maximumFrames) {
      var frame = CrashFrame()
      frame.symbol = tape.string(tape.member(element, "symbol"))
      frame.imageOffset = tape.int(tape.member(element, "imageOffset")).map { UInt64(truncatingIfNeeded: $0) }
      frame.file = tape.string(tape.member(element, "sourceFile"))
      frame.sourceLine = tape.int(tape.member(element, "sourceLine"))
      frame.reportLine = tape.line(element)
      thread.frames.append(frame)
    }
    guard !thread.frames.isEmpty else { return nil }
    report.threads = [thread]
    report.crashedThreadIndex = 0
    if let key = slice.firstIndex(of: "\"exception\""),
      let brace = slice[key...].firstIndex(of: UInt8(ascii: "{")),
      let end = brackets(bytes, from: brace).close,
      let exception = try? JSONTape(bytes: bytes, range: brace..<(end + 1))
    {
      let type = exception.string(exception.member(0, "type"))
      let signal = exception.string(exception.member(0, "signal"))
      let words = [type, signal.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
      report.exception = words.isEmpty ? nil : words
    }
    return report
  }

  /// The frames array opened at `open`, parsed; when the paste stops inside it, its elements up
  /// to the last whole one.
  static func framesTape(_ bytes: [UInt8], open: Int) -> JSONTape? {
    let line = 1 + bytes[..<open].lineFeeds
    let scan = brackets(bytes, from: open)
    if let close = scan.close {
      return try? JSONTape(bytes: bytes, range: open..<(close + 1), firstLine: line)
    }
    guard let last = scan.lastElement else { return nil }
    let cut = Array(bytes[open...last]) + [UInt8(ascii: "]")]
    return try? JSONTape(bytes: cut, range: 0..<cut.count, firstLine: line)
  }

  /// From the bracket at `open`, skipping strings: the bracket that closes it, and the `}` that
  /// ends its last whole object element (for a paste cut short).
  static func brackets(_ bytes: [UInt8], from open: Int) -> (close: Int?, lastElement: Int?) {
    var depth = 0
    var inString = false
    var lastElement: Int?
    var index = open
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return (index, lastElement) }
        if depth == 1, byte == UInt8(ascii: "}") { lastElement = index }
      }
      index += 1
    }
    return (nil, lastElement)
  }
}
