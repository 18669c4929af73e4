/// Every lint rule: the registry, which must name exactly the rule book's lint entries (checked
/// when a linter is made, and by `RuleBookTests`).
enum LintRules {
  static let all: [any LintRule] = [
    RunLoopDefaultModeRule(), SelectorRetainsTargetRule(), HandlerStrongSelfRule(), GlobalQueueRule(),
    ReleaseWhileSuspendedRule(), OverResumeRule(), NeverActivatedRule(), LocalDispatchSourceRule(),
    ReplacedWithoutInvalidateRule(), NeverInvalidatedRule(), ForceUnwrapRule(), BackgroundThreadRule(),
    ImplicitlyUnwrappedRule(), NeverScheduledRule(), SleepLoopIgnoresCancellationRule(),
    TaskOutlivesViewRule(),
    TimerPublisherInViewRule(), SleepLoopExtraPassRule(),
  ]

  /// Every rule id.
  static var ids: [String] { all.map(\.id) }
}
