/// The running state of `TextReportReader`: the open thread, the section and format hints.
struct TextReaderState {
  /// Sections whose lines are not frames or headers.
  enum Section {
    case none, applicationSpecific, registers, images
  }

  var section: Section = .none
  var current: CrashThread?
  var pendingNumber: Int?
  var pendingName: String?
  var pendingCrashed = false
  /// The Linux backtracer's `*** Program crashed: ... ***` banner was seen.
  var sawProgramCrashedBanner = false
  /// `Triggered by Thread:` / `Crashed Thread:`.
  var triggeredThread: Int?
  /// How many frame lines of each shape were seen.
  var shapes: [FrameLineShape: Int] = [:]
  /// Formats named by headers and markers (e.g. `Incident Identifier:` -> crash).
  var formatHints: Set<CrashReportFormat> = []
  /// The signal named by the Linux `*** Signal N:` banner.
  var signalName: String?

  /// A blank line ends the Application Specific Information block.
  mutating func endBlock() {
    if section == .applicationSpecific { section = .none }
  }

  /// Stores the open thread in `report`.
  mutating func closeThread(into report: inout CrashReport) {
    guard let thread = current else { return }
    report.threads.append(thread)
    current = nil
  }

  /// Whether `threads` is the whole process: the Linux backtracer's full output (its banner)
  /// with every thread number from 0 to the highest, so a missing thread means something.
  func listsAllThreads(_ threads: [CrashThread]) -> Bool {
    let numbers = Set(threads.compactMap(\.number))
    guard sawProgramCrashedBanner, let highest = numbers.max(), highest >= 0 else { return false }
    return numbers.count == highest + 1 && numbers.min() == 0
  }

  /// The format, from the strongest hint.
  var format: CrashReportFormat {
    // Order: explicit markers beat frame shapes, and the Linux banner beats everything,
    // because a Linux backtrace's frame lines also parse as other shapes; Sentry before crash,
    // because its raw view carries classic headers.
    for format in [CrashReportFormat.linux, .sentry, .crash, .crashlytics, .lldb, .gdb]
    where formatHints.contains(format) {
      return format
    }
    // The most frequent shape; ties broken by the shape's rank so the answer is deterministic.
    let top = shapes.max { lhs, rhs in (lhs.value, lhs.key.tieRank) < (rhs.value, rhs.key.tieRank) }
    return top?.key.format ?? .stack
  }
}
