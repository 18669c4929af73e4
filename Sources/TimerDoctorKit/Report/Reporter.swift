/// Renders a `Report` in one output format. Reporters are pure: report in, text out.
public protocol Reporter: Sendable {
  /// The whole report as the text to write to stdout or `--output`.
  func render(_ report: Report) -> String
}

/// The `--format` values.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// Compiler-style lines, for humans and Xcode.
  case text
  /// One versioned JSON object.
  case json
  /// JUnit XML for CI test reports.
  case junit
  /// SARIF 2.1.0 for code scanning.
  case sarif
  /// GitHub Actions workflow commands.
  case github
  /// JSON Lines: one finding or error object per line (triage streams it as it goes).
  case jsonl

  /// The reporter for this format. `color` applies to text only; `fails` (JUnit only) picks the
  /// findings that are failures, by default those at `warning` or `error`.
  public func reporter(
    color: Bool = false, paths: PathDisplay = PathDisplay(), fails: (@Sendable (Finding) -> Bool)? = nil
  ) -> any Reporter {
    switch self {
    case .text: TextReporter(color: color)
    case .json: JSONReporter()
    case .junit: fails.map { JUnitReporter(fails: $0) } ?? JUnitReporter()
    case .sarif: SARIFReporter(sourceRoot: paths.base)
    case .github: GitHubReporter()
    case .jsonl: JSONLinesReporter()
    }
  }
}
