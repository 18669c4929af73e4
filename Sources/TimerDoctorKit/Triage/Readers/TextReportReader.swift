/// Reads every line-based format: classic `.crash` text (also the text half of legacy and
/// translated `.ips`), pasted stacks (Crashlytics, Sentry, BugSnag-like, lldb, gdb) and Linux
/// Swift backtraces. Headers and thread markers of all of them are recognised line by line;
/// frame lines go through `FrameLineParser`.
struct TextReportReader {
  var report = CrashReport(format: .stack)
  var state = TextReaderState()

  /// Reads `bytes` (whose first line is report line `firstLine`).
  static func read(_ bytes: ArraySlice<UInt8>, firstLine: Int = 1) -> CrashReport {
    var reader = TextReportReader()
    var held: (number: Int, line: ArraySlice<UInt8>)?
    for (number, line) in ByteLines(bytes, firstLine: firstLine) {
      let cleaned = PasteCleaner.clean(line)
      // A frame line a renderer wrapped after its address continues on the next line.
      if let previous = held {
        held = nil
        if PasteCleaner.continues(previous.line, with: cleaned) {
          reader.consume(previous.line + [0x20] + cleaned.trimmed, number: previous.number)
          continue
        }
        reader.consume(previous.line, number: previous.number)
      }
      if PasteCleaner.endsAtAnAddress(cleaned) {
        held = (number, cleaned)
        continue
      }
      reader.consume(cleaned, number: number)
    }
    if let previous = held { reader.consume(previous.line, number: previous.number) }
    return reader.finish()
  }

  /// Lines longer than this are not frames or headers (a real frame line is under 1 KB), so
  /// a huge one-line input is passed over instead of being tokenised.
  static let longestLine = 16 * 1024

  private mutating func consume(_ line: ArraySlice<UInt8>, number: Int) {
    let body = line.trimmed
    if body.isEmpty {
      state.endBlock()
      return
    }
    guard body.count <= Self.longestLine else { return }
    // Sections whose lines look like frames but are not: registers and the image list.
    // A new section header or thread marker ends them.
    if state.section == .images || state.section == .registers {
      if readSectionHeader(body, number: number) || readThreadMarker(body) { return }
      if state.section == .images { readImageLine(body) }
      addLibdispatchMessage(body, number)
      return
    }
    // A full thread's further frame lines (they start with an index) are not even parsed.
    if state.current?.frames.count ?? 0 >= CrashThread.maximumFrames, let first = body.first,
      first == UInt8(ascii: "#") || (first >= 0x30 && first <= 0x39)
    {
      return
    }
    if let (frame, shape) = FrameLineParser.parse(line, number: number) {
      state.shapes[shape, default: 0] += 1
      // Sentry's raw view marks inlined rows; Apple's reports never do.
      if shape == .classic && body.hasSuffix("[inlined]") || body.contains("[inlined] (") {
        state.formatHints.insert(.sentry)
      }
      appendFrame(frame)
      return
    }
    // Order: headers first (they carry `:` and may contain `Thread`), then thread markers,
    // then the Application Specific Information block, which swallows the lines that follow.
    if readHeader(body, number: number) { return }
    if readThreadMarker(body) { return }
    if state.section == .applicationSpecific {
      // Sentry replaces the Application Specific Information with `.crt`.
      if body.elementsEqual(".crt".utf8) { state.formatHints.insert(.sentry) }
      addMessage(body, number)
      return
    }
    // A libdispatch message outside any header or section (a pasted line); after the headers,
    // so `Exception Reason: BUG IN CLIENT ...` is stored once, without its header.
    if addLibdispatchMessage(body, number) { return }
    // Any other line after frames ends the thread (Crashlytics names threads this way).
    state.closeThread(into: &report)
    state.pendingName = body.text
  }

  // MARK: - Frames and threads

  private mutating func appendFrame(_ frame: CrashFrame) {
    if state.current == nil {
      state.current = CrashThread(number: state.pendingNumber, name: state.pendingName)
      state.current?.crashed = state.pendingCrashed
      state.pendingNumber = nil
      state.pendingName = nil
      state.pendingCrashed = false
    }
    if let count = state.current?.frames.count, count < CrashThread.maximumFrames {
      state.current?.frames.append(frame)
    }
  }

  private mutating func readThreadMarker(_ body: ArraySlice<UInt8>) -> Bool {
    guard let marker = ThreadMarker(body) else { return false }
    state.closeThread(into: &report)
    if marker.isNameOnly {
      state.pendingNumber = marker.number
      state.pendingName = marker.name
      return true
    }
    if marker.number != nil { state.pendingNumber = marker.number }
    if marker.name != nil { state.pendingName = marker.name }
    state.pendingCrashed = marker.crashed
    state.section = .none
    if let format = marker.format { state.formatHints.insert(format) }
    if let exception = marker.exception, report.exception == nil { report.exception = exception }
    return true
  }

  // MARK: - Finish

  private mutating func finish() -> CrashReport {
    state.closeThread(into: &report)
    report.format = state.format
    // lldb sessions print the stopped thread twice (stop banner, then `bt`): of several
    // candidates, the one with the most frames wins.
    let indices = report.threads.indices
    let triggered =
      state.triggeredThread.map { wanted in indices.filter { report.threads[$0].number == wanted } } ?? []
    let crashed = indices.filter { report.threads[$0].crashed }
    if let index = (triggered.isEmpty ? crashed : triggered).max(by: { lhs, rhs in
      report.threads[lhs].frames.count < report.threads[rhs].frames.count
    }) {
      report.crashedThreadIndex = index
    } else {
      report.crashedThreadIndex = report.threads.firstIndex { !$0.frames.isEmpty }
    }
    if report.appImage == nil, let process = report.process { report.appImage = process }
    report.listsAllThreads = state.listsAllThreads(report.threads)
    return report
  }

  /// Stores a `BUG IN CLIENT OF ...` line as a message; false when it is not one.
  @discardableResult
  private mutating func addLibdispatchMessage(_ body: ArraySlice<UInt8>, _ number: Int) -> Bool {
    guard body.contains("BUG IN CLIENT OF") else { return false }
    addMessage(body, number)
    return true
  }

  mutating func addMessage(_ body: ArraySlice<UInt8>, _ number: Int) {
    report.addMessage(body.text, line: number)
  }
}
