/// One lint rule: an id from the `Rules/` catalog and a check over one file.
protocol LintRule: Sendable {
  /// The public rule id, e.g. `timer_global_queue`.
  var id: String { get }
  /// The findings in `context`, as code indexes with one-line messages.
  func check(_ context: LintContext) -> [RuleHit]
}

/// A rule's raw finding: where (a code index) and what to do.
struct RuleHit: Sendable, Equatable {
  /// The code index the finding points at.
  var k: Int
  /// One line naming the problem and the fix.
  var message: String
  /// A severity that overrides the catalog default (e.g. `info` for a parked worker thread).
  var severity: Severity? = nil
}

/// Every lint rule, in catalog order.
enum LintRules {
  static let all: [any LintRule] = [
    RunLoopDefaultModeRule(), SelectorRetainsTargetRule(), HandlerStrongSelfRule(), GlobalQueueRule(),
    ReleaseWhileSuspendedRule(), OverResumeRule(), NeverActivatedRule(), LocalDispatchSourceRule(),
    ReplacedWithoutInvalidateRule(), NeverInvalidatedRule(), ForceUnwrapRule(), BackgroundThreadRule(),
  ]

  /// Every rule id.
  static var ids: [String] { all.map(\.id) }
}
