import TimerDoctorKit

/// Reports used by the reporter tests: ordinary ones and ones full of hostile text.
enum ReportFixtures {
  static let globalQueue = CatalogEntry(
    id: "timer_global_queue", kind: .lint, title: "Timer on a concurrent queue", defaultSeverity: .warning,
    summary: "A DispatchSourceTimer on a concurrent queue runs overlapping handlers.",
    body: "## Why\nHandlers overlap.\n", source: "Rules/timer_global_queue.md")

  static let releaseWhileSuspended = CatalogEntry(
    id: "release_while_suspended", kind: .crash, title: "Release of a suspended timer",
    defaultSeverity: .error,
    summary: "A suspended DispatchSourceTimer was released.", body: "## Why\nlibdispatch traps.\n",
    source: "Rules/release_while_suspended.md")

  static var lint: Report {
    Report(
      command: .lint,
      findings: [
        Finding(
          id: "timer_global_queue", severity: .warning,
          message: "Timer on a concurrent queue: use a serial queue", file: "Sources/App/Poller.swift",
          line: 42,
          column: 9, lineText: "    let t = DispatchSource.makeTimerSource(queue: .global())"),
        Finding(
          id: "timer_global_queue", severity: .error, message: "Second finding",
          file: "Sources/App/Alpha.swift",
          line: 3, column: 1, lineText: "x"),
      ],
      errors: [InputError(path: "Sources/Broken.swift", message: "cannot read: permission denied")],
      inputs: ["Sources/App/Poller.swift", "Sources/App/Alpha.swift", "Sources/App/Clean.swift"],
      rules: [globalQueue])
  }

  static var triage: Report {
    let details = TriageDetails(
      pattern: "release_while_suspended", confidence: .high, confidenceReason: "message-and-frame-agree",
      evidence: [
        "_dispatch_queue_xref_dispose + 128", "BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object",
      ],
      culprit: Culprit(
        image: "Pulse", symbol: "PollingService.deinit", file: "PollingService.swift", line: 88),
      alternatives: ["suspend_imbalance", "cancel_while_suspended"], exception: "EXC_BREAKPOINT (SIGTRAP)",
      os: "iPhone OS 17.4.1 (21E236)", fix: "timerdoctor explain release_while_suspended")
    let finding = Finding(
      id: "release_while_suspended", severity: .error,
      message: "release_while_suspended (high): a suspended DispatchSourceTimer was released",
      file: "crash.ips",
      line: 57, triage: details)
    var second = finding
    second.file = "crash2.ips"
    let report = Report(
      command: .triage, findings: [finding, second], errors: [], inputs: ["crash.ips", "crash2.ips"],
      rules: [releaseWhileSuspended])
    var grouped = report
    grouped.groups = FindingGroup.grouping(report.findings)
    return grouped
  }

  /// Text that breaks naive reporters: markup, CDATA ends, quotes, emoji, C0/C1 controls, ANSI.
  static let hostile = "<&>\"' ]]> 🧨 tab\there\u{0}nul\u{1B}[31mred\u{7}bell\u{1F}\u{85}\rcr\nlf %25 a:b,c"

  static var hostileLint: Report {
    Report(
      command: .lint,
      findings: [
        Finding(
          id: "timer_global_queue", severity: .warning, message: hostile, file: "Sources/\(hostile).swift",
          line: 1,
          column: 2, lineText: hostile)
      ],
      errors: [InputError(path: "bad \(hostile).swift", message: "cannot read: \(hostile)")],
      inputs: ["Sources/\(hostile).swift", "dup.swift"], rules: [globalQueue])
  }

  /// A fixture by name, so parameterised tests print a name, not a report full of controls.
  static func named(_ name: String) -> Report {
    switch name {
    case "triage": triage
    case "hostileLint": hostileLint
    default: lint
    }
  }
}
