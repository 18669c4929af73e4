/// One thread of a crash report.
struct CrashThread: Sendable {
  /// The thread number the report gives, if any.
  var number: Int?
  /// The thread or queue name, e.g. `com.apple.main-thread`.
  var name: String?
  /// Whether the report marks this thread as the one that crashed.
  var crashed: Bool = false
  /// Frames, top (innermost) first.
  var frames: [CrashFrame] = []
}
