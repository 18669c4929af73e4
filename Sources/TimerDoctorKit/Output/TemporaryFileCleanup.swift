#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the temporary file a write is filling when the run is stopped (SIGTERM, SIGINT,
/// SIGHUP), so a stopped `--output` or `lint --fix` leaves no `.name.tmp-XXXXXX` beside the
/// user's files. (SIGKILL cannot be caught: its temporary file stays, the target is intact.) A
/// signal the run was started with ignored (`nohup`) stays ignored.
enum TemporaryFileCleanup {
  /// The path being written, as a C string the signal handler can pass to `unlink`.
  nonisolated(unsafe) private static var pending: UnsafeMutablePointer<CChar>?
  /// The signals a run is stopped with.
  private static let signals = [SIGTERM, SIGINT, SIGHUP]

  /// Registers `path` as the temporary file being written, and the handler that removes it.
  static func begin(_ path: String) {
    end()
    pending = strdup(path)
    for number in signals {
      let previous = install(number)
      if isIgnore(previous) { signal(number, SIG_IGN) }
    }
  }

  /// The write finished (renamed or discarded): nothing to remove any more.
  static func end() {
    guard let path = pending else { return }
    for number in signals where isIgnore(signal(number, SIG_DFL)) { signal(number, SIG_IGN) }
    pending = nil
    free(path)
  }

  /// Installs the removing handler for `number`; returns the handler it replaced.
  @discardableResult
  static func install(_ number: Int32) -> sighandler_t? {
    signal(number) { received in
      // Only async-signal-safe calls: unlink, then the default action again.
      if let path = TemporaryFileCleanup.pending { unlink(path) }
      signal(received, SIG_DFL)
      raise(received)
    }
  }

  private static func isIgnore(_ handler: sighandler_t?) -> Bool {
    let ignore: sighandler_t? = SIG_IGN
    guard let handler, let ignore else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }
}
