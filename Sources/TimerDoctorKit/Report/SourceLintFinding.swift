/// A lint finding inside a crash's culprit function (in the same file as its `SourceLink`).
public struct SourceLintFinding: Codable, Hashable, Sendable {
  /// The lint rule id.
  public var id: String
  /// Its severity, as lint reports it.
  public var severity: Severity
  /// Lint's one-line message.
  public var message: String
  /// Its 1-based line.
  public var line: Int

  /// Creates one.
  public init(id: String, severity: Severity, message: String, line: Int) {
    self.id = id
    self.severity = severity
    self.message = message
    self.line = line
  }
}
