/// What a command produced: the text for stdout, the lines for stderr, and the exit status.
/// The executable prints them and exits; the library never exits.
public struct RunOutcome: Sendable {
  /// The report (empty when it went to `--output`).
  public var standardOutput: String
  /// Error, warning and status lines, without trailing newlines.
  public var standardError: [String]
  /// The exit status.
  public var status: ExitStatus

  /// Creates an outcome.
  public init(standardOutput: String = "", standardError: [String] = [], status: ExitStatus) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.status = status
  }

  /// A usage error: the message and the usage, exit 64.
  public static func usage(_ error: UsageError) -> RunOutcome {
    let usage = HelpText.usage(for: error.command).split(separator: "\n").map(String.init)
    return RunOutcome(
      standardError: ["timerdoctor: " + TerminalText.escape(error.message)] + usage, status: .usage)
  }

  /// A failure that stops the run before any report (bad configuration, unwritable output), exit 2.
  public static func failure(_ message: String) -> RunOutcome {
    RunOutcome(standardError: ["timerdoctor: " + TerminalText.escape(message)], status: .inputError)
  }
}
