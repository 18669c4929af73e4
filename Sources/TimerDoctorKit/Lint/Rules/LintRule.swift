/// One lint rule: an id from the `Rules/` catalog and a check over one file.
protocol LintRule: Sendable {
  /// The public rule id, e.g. `timer_global_queue`.
  var id: String { get }
  /// Every message the rule reports with; each has its text in the rule's `Rules/` entry.
  var messages: [RuleMessage] { get }
  /// The findings in `context` (whose `module` holds the facts of every file of the run), as
  /// code indexes with one-line messages and the facts used.
  func check(_ context: LintContext) -> [RuleHit]
}
