/// One crash read from a crash service's export: the report, and the id the service gave it.
struct ExportRecord: Sendable {
  /// The crash, in the shared model.
  var report: CrashReport
  /// The service's id for it (Sentry `event_id`, Crashlytics `event_id`), when the record has one.
  var id: String?
  /// The 1-based line where the record starts in its input.
  var line: Int
}
