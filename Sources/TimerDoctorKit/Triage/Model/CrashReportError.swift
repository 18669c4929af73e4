/// Why an input is not a crash report triage can read. Each message is one line.
enum CrashReportError: Error, Equatable, Sendable {
  /// The input is empty or only whitespace.
  case empty
  /// NUL bytes: an image, archive or executable.
  case binary(offset: Int)
  /// An executable or library (`format`: "an ELF", "a Mach-O"): its strings may quote crash
  /// reports, but it crashed nowhere.
  case executable(format: String)
  /// UTF-16 text (a BOM, or every other byte NUL).
  case utf16
  /// Bytes that are not UTF-8.
  case invalidUTF8(offset: Int)
  /// JSON that stops early (a truncated `.ips`).
  case truncatedJSON(line: Int)
  /// JSON that cannot be parsed.
  case invalidJSON(reason: String, line: Int)
  /// Readable text with no exception, thread, frame or libdispatch message.
  case noCrashContent
  /// Only the stop line Xcode's debugger shows (`Thread 1: EXC_BREAKPOINT (code=1, ...)`), no frames.
  case debuggerStopLineOnly

  /// The one-line message for `InputError`.
  var message: String {
    switch self {
    case .empty:
      "not a crash report: the file is empty"
    case .binary(let offset):
      "not a crash report: binary data (NUL byte at offset \(offset))"
    case .executable(let format):
      "not a crash report: \(format) executable or library; triage the crash reports of the program (.ips, .crash) instead"
    case .utf16:
      "not a crash report: UTF-16 text; convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)"
    case .invalidUTF8(let offset):
      "not a crash report: invalid UTF-8 at byte \(offset)"
    case .truncatedJSON(let line):
      "truncated crash report: the JSON ends early at line \(line); copy the whole .ips file"
    case .invalidJSON(let reason, let line):
      "not a crash report: invalid JSON at line \(line): \(reason)"
    case .noCrashContent:
      "not a crash report: no exception, thread or frame found"
    case .debuggerStopLineOnly:
      "not a crash report: only the debugger's stop line, no frames; paste the backtrace instead (type bt in the debugger console)"
    }
  }
}
