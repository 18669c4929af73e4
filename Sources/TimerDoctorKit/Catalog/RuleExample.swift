/// A Swift code example from a `Rules/` entry.
public struct RuleExample: Hashable, Sendable {
  /// Whether the example must trigger the rule.
  public var triggers: Bool
  /// The code as written, including any `↓` markers.
  public var code: String
  /// The 1-based line of the example's first code line in its Markdown file.
  public var line: Int

  /// Creates an example.
  public init(triggers: Bool, code: String, line: Int) {
    self.triggers = triggers
    self.code = code
    self.line = line
  }
}
