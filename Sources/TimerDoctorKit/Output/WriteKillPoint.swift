import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A test hook: with `TIMERDOCTOR_TEST_KILL_AT` set to a point's name, the process kills itself
/// (SIGKILL, which nothing can catch) when an `--output` write reaches that point. Tests use it to
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

  /// Kills the process when the environment asks for this point.
  func reached() {
    if Self.requested == self { kill(getpid(), SIGKILL) }
  }
}
