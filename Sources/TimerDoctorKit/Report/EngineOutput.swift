/// What an engine (triage or lint) hands back to the command runner.
public struct EngineOutput: Sendable {
  /// Every finding, in any order (the `Report` sorts them).
  public var findings: [Finding]
  /// Inputs that could not be read or parsed.
  public var errors: [InputError]
  /// Display paths of every input that was read and checked, with or without findings.
  public var inputs: [String]
  /// Warnings about the input that are no finding (a suppression comment naming no rule), one
  /// line each, for stderr.
  public var warnings: [String] = []

  /// Creates an engine output.
  public init(findings: [Finding] = [], errors: [InputError] = [], inputs: [String] = []) {
    self.findings = findings
    self.errors = errors
    self.inputs = inputs
  }
}
