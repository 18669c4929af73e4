/// Turns an input's bytes into a `CrashReport`, choosing the reader from the content (never the
/// file name), or says in one line why the input is not a crash report.
enum ReportDecoder {
  /// Decodes `bytes`.
  static func decode(_ bytes: [UInt8]) -> Result<CrashReport, CrashReportError> {
    // Encoding checks come first, because every reader assumes UTF-8 text.
    if let problem = encodingProblem(bytes) { return .failure(problem) }
    return decodeText(bytes)
  }

  /// Decodes `bytes` that `encodingProblem` has passed (the check scans the whole input, so a
  /// caller that ran it does not run it again).
  static func decodeText(_ bytes: [UInt8]) -> Result<CrashReport, CrashReportError> {
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    while start < bytes.count, isWhitespace(bytes[start]) { start += 1 }
    guard start < bytes.count else { return .failure(.empty) }
    let firstLine = 1 + bytes[0..<start].lineFeeds
    let result: Result<CrashReport, CrashReportError>
    if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") {
      result = decodeJSON(bytes, from: start, line: firstLine)
    } else if let banner = translatedBanner(bytes, from: start) {
      result = TranslatedReportReader.read(bytes, bannerEnd: banner)
    } else {
      let report = TextReportReader.read(bytes[start...], firstLine: firstLine)
      // No text shape read it: the crashed thread cut out of an `.ips`, as pasted in an issue.
      if !report.hasContent, let fragment = IPSFragmentReader.read(bytes) {
        result = .success(fragment)
      } else if !report.hasContent, let summary = OneLineSummaryReader.read(bytes) {
        // Or only a dashboard's one-line title: the exception and the top frame.
        result = .success(summary)
      } else {
        result = .success(report)
      }
    }
    return result.flatMap { report in
      // A debugger's stop line names an exception but no frame: what to paste is the backtrace.
      let hasFrames = report.threads.contains { !$0.frames.isEmpty }
      if report.hasContent && (hasFrames || !isDebuggerStopLine(bytes)) { return .success(report) }
      return .failure(isDebuggerStopLine(bytes) ? .debuggerStopLineOnly : .noCrashContent)
    }
  }

  /// An `.ips` (metadata line + report object, or the report object alone), or a legacy `.ips`
  /// (metadata line + text report).
  static func decodeJSON(_ bytes: [UInt8], from start: Int, line: Int) -> Result<
    CrashReport, CrashReportError
  > {
    var lineEnd = start
    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
    let metadata: JSONTape
    do {
      metadata = try JSONTape(bytes: bytes, range: start..<lineEnd, firstLine: line)
    } catch {
      // The first line is not a whole value: the report object alone, pretty-printed.
      guard error.truncated else { return .failure(failure(error)) }
      return parseBody(bytes, start..<bytes.count, line: line).map { IPSReader.read(metadata: nil, body: $0) }
    }
    var restStart = lineEnd
    while restStart < bytes.count, isWhitespace(bytes[restStart]) { restStart += 1 }
    let restLine = line + bytes[lineEnd..<restStart].lineFeeds
    guard metadata.kind(0) == .object else { return .failure(.noCrashContent) }
    if restStart == bytes.count {
      // One JSON line: a report object on one line, or a metadata line whose report is missing.
      if metadata.member(0, "threads") != nil || metadata.member(0, "exception") != nil {
        return .success(IPSReader.read(metadata: nil, body: metadata))
      }
      return .failure(
        metadata.member(0, "bug_type") != nil ? .truncatedJSON(line: restLine) : .noCrashContent)
    }
    if bytes[restStart] == UInt8(ascii: "{") {
      return parseBody(bytes, restStart..<bytes.count, line: restLine).map {
        IPSReader.read(metadata: metadata, body: $0)
      }
    }
    // Legacy bug_type 109: the JSON line is followed by a classic text report.
    var report = TextReportReader.read(bytes[restStart...], firstLine: restLine)
    report.format = .ips109
    if report.os == nil { report.os = metadata.string(metadata.member(0, "os_version")) }
    if report.process == nil { report.process = metadata.string(metadata.member(0, "app_name")) }
    if report.appImage == nil { report.appImage = report.process }
    return .success(report)
  }

  private static func parseBody(_ bytes: [UInt8], _ range: Range<Int>, line: Int) -> Result<
    JSONTape, CrashReportError
  > {
    do {
      return .success(try JSONTape(bytes: bytes, range: range, firstLine: line))
    } catch {
      return .failure(failure(error))
    }
  }

  private static func failure(_ error: JSONTape.ParseError) -> CrashReportError {
    error.truncated ? .truncatedJSON(line: error.line) : .invalidJSON(reason: error.reason, line: error.line)
  }

  /// Whether the text is Xcode's stop line (`Thread 1: EXC_BREAKPOINT (code=1, subcode=0x...)`):
  /// what the debugger shows beside the code, without the frames that `bt` prints.
  static func isDebuggerStopLine(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    return text.split(separator: "\n").contains { line in
      let trimmed = line.trimmingSpaces
      // lldb's `* thread #1, queue = '...', stop reason = EXC_BREAKPOINT (...)`.
      if trimmed.hasPrefix("* thread #") && trimmed.contains("stop reason = ") { return true }
      // Xcode's `Thread 1: EXC_BAD_ACCESS (...)`, `Thread 1: signal SIGABRT`, `Thread 1: Fatal
      // error: ...` or `Thread 1: "BUG IN CLIENT ..."`.
      let words = trimmed.split(separator: " ")
      return words.count >= 3 && words[0] == "Thread" && words[1].hasSuffix(":")
        && Int(words[1].dropLast()) != nil
        && (words[2].hasPrefix("EXC_") || words[2] == "signal" || words[2] == "Fatal"
          || words[2].hasPrefix("\""))
    }
  }

  /// The executable format whose magic number starts `bytes`, with its article ("an ELF",
  /// "a Mach-O", "a universal Mach-O"), if any.
  static func executableFormat(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 4 else { return nil }
    switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
    case (0x7F, 0x45, 0x4C, 0x46): return "an ELF"
    case (0xCF, 0xFA, 0xED, 0xFE), (0xCE, 0xFA, 0xED, 0xFE), (0xFE, 0xED, 0xFA, 0xCF),
      (0xFE, 0xED, 0xFA, 0xCE):
      return "a Mach-O"
    case (0xCA, 0xFE, 0xBA, 0xBE): return "a universal Mach-O"
    default: return nil
    }
  }

  /// UTF-16, executables, binary and invalid UTF-8 inputs: every reader assumes UTF-8 text, so
  /// each path into the readers checks this first. UTF-16 is checked before the NUL scan because
  /// UTF-16 text is full of NUL bytes.
  static func encodingProblem(_ bytes: [UInt8]) -> CrashReportError? {
    if let format = executableFormat(bytes) { return .executable(format: format) }
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      return .utf16
    }
    let probe = bytes.prefix(512)
    if probe.count >= 8 {
      let evenNUL = stride(from: 0, to: probe.count, by: 2).filter { probe[$0] == 0 }.count
      let oddNUL = stride(from: 1, to: probe.count, by: 2).filter { probe[$0] == 0 }.count
      let half = probe.count / 2
      if evenNUL * 10 >= half * 8 || oddNUL * 10 >= half * 8, min(evenNUL, oddNUL) * 10 < half {
        return .utf16
      }
    }
    switch UTF8Validator.firstProblem(bytes) {
    case .nul(let offset): return .binary(offset: offset)
    case .invalid(let offset): return .invalidUTF8(offset: offset)
    case nil: return nil
    }
  }

  /// The end of the `Translated Report (Full Report Below)` banner, when it is near the top.
  private static func translatedBanner(_ bytes: [UInt8], from start: Int) -> Int? {
    let window = bytes[start..<min(bytes.count, start + 4096)]
    return window.firstIndex(of: "Translated Report (Full Report Below)").map { $0 + 37 }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
