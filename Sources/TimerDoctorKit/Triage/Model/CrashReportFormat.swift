/// The formats triage reads, recognised from content (never from the file extension).
enum CrashReportFormat: String, Sendable, CaseIterable {
  /// `.ips` bug_type 309: a JSON metadata line, then the JSON report.
  case ips309
  /// Legacy `.ips` bug_type 109: a JSON metadata line, then a classic text report.
  case ips109
  /// Classic text report (`.crash`, Xcode Organizer, device logs).
  case crash
  /// macOS "Translated Report" (text rendering, then the full `.ips`).
  case translated
  /// Crashlytics pasted stack (`Crashed: com.apple.main-thread`).
  case crashlytics
  /// Sentry pasted stack (no offsets, `[inlined]` rows).
  case sentry
  /// BugSnag-like pasted stack (`libdispatch.dylib +0x3a08c symbol`).
  case bugsnag
  /// lldb `bt` output.
  case lldb
  /// gdb `bt` output.
  case gdb
  /// Swift runtime backtrace on Linux.
  case linux
  /// A sampled call tree with counts (Instruments, `sample`, spindump, Xcode Organizer hang logs).
  case callTree
  /// A crash signature without addresses, as people abridge a report.
  case signature
  /// Any other pasted list of frame lines.
  case stack
  /// A Sentry event (exported or fetched from Sentry's API).
  case sentryEvent
  /// A row of Firebase Crashlytics' BigQuery export.
  case crashlyticsExport
  /// A MetricKit crash diagnostic (unsymbolicated).
  case metricKit

  /// How evidence names an export's format.
  var exportName: String {
    switch self {
    case .sentryEvent: "Sentry event"
    case .crashlyticsExport: "Crashlytics BigQuery row"
    case .metricKit: "MetricKit crash diagnostic (unsymbolicated)"
    default: rawValue
    }
  }
}
