/// Reads a crash summed up in a line or two, as crash dashboards title a crash group and people
/// paste it (`EXC_BREAKPOINT (SIGTRAP) at libdispatch.dylib _dispatch_lane_resume + 36`): an
/// exception and a libdispatch symbol, and nothing else of a report. The symbol is the only frame.
enum OneLineSummaryReader {
  /// The report in `bytes`, or nil when they are longer than a summary or lack either part.
  static func read(_ bytes: [UInt8]) -> CrashReport? {
    let lines = ByteLines(bytes[...]).map { $0.text.trimmed }.filter { !$0.isEmpty }
    guard (1...3).contains(lines.count), lines.allSatisfy({ $0.count <= 400 }) else { return nil }
    let words = lines.flatMap { $0.split { $0 == 0x20 || $0 == 0x09 } }.map { word in
      String(
        decoding: word.drop { !isNameByte($0) }.reversed().drop { !isNameByte($0) }.reversed(), as: UTF8.self)
    }
    guard let exception = words.first(where: { $0.hasPrefix("EXC_") }) ?? words.first(where: isSignal),
      let symbol = words.first(where: { $0.hasPrefix("_dispatch_") || $0.hasPrefix("dispatch_") })
    else { return nil }
    var report = CrashReport(format: .signature)
    let signal = words.first(where: isSignal)
    report.exception = signal.map { $0 == exception ? exception : "\(exception) (\($0))" } ?? exception
    var frame = CrashFrame()
    frame.symbol = symbol
    frame.image = words.first { $0.hasPrefix("libdispatch") }
    frame.reportLine = 1
    report.threads = [CrashThread(number: 0, crashed: true, frames: [frame])]
    report.crashedThreadIndex = 0
    return report
  }

  private static func isSignal(_ word: String) -> Bool {
    word.count >= 6 && word.hasPrefix("SIG") && word.dropFirst(3).allSatisfy(\.isUppercase)
  }

  /// Letters, digits, `_`, `.` and `$`: what symbol, image and exception names are made of.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
      || byte == 0x2E
      || byte == 0x24
  }
}
