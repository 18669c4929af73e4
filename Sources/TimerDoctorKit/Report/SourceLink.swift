/// Where a crash's culprit is in the app's sources (`triage --source DIR`), and what lint reports
/// inside that function: the crash and the code that explains it, side by side.
public struct SourceLink: Codable, Hashable, Sendable {
  /// `Type.function`, e.g. `PollingService.deinit`.
  public var function: String
  /// The source file, as collected from the `--source` folder.
  public var file: String
  /// The culprit's line: the report's own when it points into this function, else the function's
  /// declaration.
  public var line: Int
  /// Lint findings inside the function, in line order.
  public var lint: [SourceLintFinding]

  /// Creates a link.
  public init(function: String, file: String, line: Int, lint: [SourceLintFinding]) {
    self.function = function
    self.file = file
    self.line = line
    self.lint = lint
  }
}
