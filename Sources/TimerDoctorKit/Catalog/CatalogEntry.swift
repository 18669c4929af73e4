/// One entry of the `Rules/` rule book: a lint rule or a crash pattern.
public struct CatalogEntry: Hashable, Sendable {
  /// Whether the entry is a lint rule or a crash pattern.
  public enum Kind: String, Codable, Sendable {
    /// A `timerdoctor lint` rule.
    case lint
    /// A `timerdoctor triage` crash pattern.
    case crash
  }

  /// The public id, e.g. `timer_global_queue`.
  public var id: String
  /// Lint rule or crash pattern.
  public var kind: Kind
  /// A short title, e.g. `Timer on a concurrent queue`.
  public var title: String
  /// The severity findings get unless configuration changes it.
  public var defaultSeverity: Severity
  /// One sentence describing what the rule catches.
  public var summary: String
  /// Crash patterns: frame names (normalised) that point at this pattern.
  public var frames: [String]
  /// Crash patterns: diagnostic message fragments that point at this pattern.
  public var messages: [String]
  /// Crash patterns: other pattern ids a report of this pattern is also consistent with.
  public var alsoConsistentWith: [String]
  /// The Markdown body after the front matter (Why, How to fix, examples).
  public var body: String
  /// The 1-based line of the file where `body` starts, so examples know their file lines.
  public var bodyLine: Int
  /// The file the entry came from, e.g. `Rules/timer_global_queue.md`.
  public var source: String
  /// Lint rules: off unless enabled (`opt_in_rules`, `--enable`), because it reports style, not a bug.
  public var optIn: Bool
  /// The fix in one line (front matter `fix:`), shown with every triage verdict of the pattern.
  public var fix: String?
  /// Lint rules: the text of each message, by front matter key (`message`, `message_method`).
  public var lintMessages: [String: String] = [:]

  /// Creates an entry.
  public init(
    id: String, kind: Kind, title: String, defaultSeverity: Severity, summary: String,
    frames: [String] = [], messages: [String] = [], alsoConsistentWith: [String] = [],
    body: String, bodyLine: Int = 1, source: String, optIn: Bool = false, fix: String? = nil
  ) {
    self.fix = fix
    self.id = id
    self.kind = kind
    self.title = title
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.frames = frames
    self.messages = messages
    self.alsoConsistentWith = alsoConsistentWith
    self.body = body
    self.bodyLine = bodyLine
    self.source = source
    self.optIn = optIn
  }

  /// The Swift examples of the body, in order. Parsed on demand: only the example tests and
  /// `explain` readers need them, so lint and triage runs skip the work at startup.
  public var examples: [RuleExample] {
    RuleExample.examples(inMarkdown: body, firstLine: bodyLine)
  }
}
