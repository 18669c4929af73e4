import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test hook: with `TIMERDOCTOR_TEST_KILL_AT` set to a point's name, the process kills itself
/// (SIGKILL, which nothing can catch, or SIGTERM) when a file write (`--output`, `lint --fix`)
/// reaches that point. Tests use it to
/// show what a killed run leaves behind at each step, without racing a timer against the writer.
enum WriteKillPoint: String {
  /// Half of the first piece of the report is in the temporary file.
  case midWrite = "write"
  /// The whole report is in the temporary file, flushed, not yet renamed.
  case beforeRename = "rename"
  /// The report has replaced the target.
  case afterRename = "renamed"

  /// The point the environment asks for, read once.
  static let requested = ProcessInfo.processInfo.environment["TIMERDOCTOR_TEST_KILL_AT"].flatMap(
    Self.init(rawValue:))

  /// The signal sent: SIGKILL, or SIGTERM when `TIMERDOCTOR_TEST_KILL_SIGNAL` is `TERM` (what a
  /// CI runner or `timeout` sends first).
  static let sent =
    ProcessInfo.processInfo.environment["TIMERDOCTOR_TEST_KILL_SIGNAL"] == "TERM" ? SIGTERM : SIGKILL

  /// Kills the process when the environment asks for this point.
  func reached() {
    guard Self.requested == self else { return }
    // A test runner may start its children with SIGTERM ignored or blocked: the hook installs the
    // run's own handler (which removes the temporary file) and unblocks the signal.
    if Self.sent == SIGTERM { TemporaryFileCleanup.install(SIGTERM) }
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, Self.sent)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    kill(getpid(), Self.sent)
  }
}
