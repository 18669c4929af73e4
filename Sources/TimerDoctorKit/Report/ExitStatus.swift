/// The process exit codes, the same for every command.
public enum ExitStatus: Int32, Sendable {
  /// Ran; nothing at or above the failing severity.
  case clean = 0
  /// Ran; findings at or above the failing severity.
  case findings = 1
  /// Some input could not be read or parsed, or the configuration is invalid.
  case inputError = 2
  /// Usage error: unknown command or option, missing argument.
  case usage = 64
}
