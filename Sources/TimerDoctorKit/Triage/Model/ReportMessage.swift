/// A diagnostic message line and where it is in the report.
struct ReportMessage: Hashable, Sendable {
  /// The message text, e.g. `BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object`.
  var text: String
  /// 1-based line in the report, when known.
  var line: Int?
}
