/// One crash report, whatever format it came in: what every reader produces and the
/// classifier reads.
struct CrashReport: Sendable {
  /// The format the content was recognised as.
  var format: CrashReportFormat
  /// The exception, e.g. `EXC_BREAKPOINT (SIGTRAP)` or `Illegal instruction (SIGILL)`.
  var exception: String?
  /// The signal, e.g. `SIGTRAP`, when the report names one.
  var signal: String? {
    let words = exception?.split { !$0.isLetter && !$0.isNumber } ?? []
    return words.first { $0.hasPrefix("SIG") }.map(String.init)
  }

  /// The operating system, e.g. `iPhone OS 17.4.1 (21E236)`.
  var os: String?
  /// The crashed process's name, e.g. `MyApp`.
  var process: String?
  /// The app's own image (the main executable), when known.
  var appImage: String?
  /// The app's bundle identifier (`Identifier:`), which old macOS reports (10.15 and earlier)
  /// use as the app's image name in frame lines.
  var bundleIdentifier: String?
  /// Image paths by image name, from `usedImages` or a `Binary Images:` / `Images:` section.
  var imagePaths: [String: String] = [:]
  /// Every thread, in report order.
  var threads: [CrashThread] = []
  /// Index into `threads` of the crashed (triggering) thread.
  var crashedThreadIndex: Int?
  /// Diagnostic messages: Application Specific Information, `BUG IN CLIENT` lines, reasons.
  var messages: [ReportMessage] = []
  /// Whether the report is known to list every thread of the process (the Linux backtracer's
  /// full output, with its `Program crashed:` banner), so a thread's absence means something.
  var listsAllThreads = false

  /// The most diagnostic messages kept from one report.
  static let maximumMessages = 64

  /// The crashed thread's frames, top first (empty when there is no thread).
  var crashedFrames: [CrashFrame] {
    guard let index = crashedThreadIndex, threads.indices.contains(index) else {
      return threads.first { !$0.frames.isEmpty }?.frames ?? []
    }
    return threads[index].frames
  }

  /// Adds a diagnostic message, once, up to `maximumMessages` (a real report has a handful;
  /// the cap keeps the duplicate check cheap).
  mutating func addMessage(_ text: String, line: Int?) {
    guard messages.count < Self.maximumMessages, !messages.contains(where: { $0.text == text }) else {
      return
    }
    messages.append(ReportMessage(text: text, line: line))
  }

  /// Whether there is anything to triage: an exception, a thread or frame, or a libdispatch message.
  var hasContent: Bool {
    exception != nil || threads.contains { !$0.frames.isEmpty }
      || messages.contains { $0.text.containsBytes("BUG IN CLIENT OF LIBDISPATCH") }
  }
}
