/// One lint rule: an id from the `Rules/` catalog and a check over one file.
protocol LintRule: Sendable {
  /// The public rule id, e.g. `timer_global_queue`.
  var id: String { get }
  /// The findings in `context`, as code indexes with one-line messages.
  func check(_ context: LintContext) -> [RuleHit]
}
