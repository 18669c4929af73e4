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

  /// The most frames kept per thread: real stacks are a few hundred deep at most (a stack
  /// overflow repeats one frame), so a huge paste is read quickly.
  static let maximumFrames = 512
}
