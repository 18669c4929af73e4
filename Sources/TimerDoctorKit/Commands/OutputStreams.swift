import Foundation

/// Where a streaming run (`triage --format jsonl`) writes as it goes, so a pipe sees each verdict
/// when it is made and nothing is held. Runs without streams (tests, other formats) collect the
/// same text in their `RunOutcome`.
public struct OutputStreams: Sendable {
  /// Writes text to standard output.
  public var standardOutput: @Sendable (String) -> Void
  /// Writes one line (without its newline) to standard error.
  public var standardError: @Sendable (String) -> Void

  /// Creates streams from two writers.
  public init(
    standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// The process's own stdout and stderr.
  public static let process = OutputStreams(
    standardOutput: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) },
    standardError: { try? FileHandle.standardError.write(contentsOf: Data(($0 + "\n").utf8)) })
}
