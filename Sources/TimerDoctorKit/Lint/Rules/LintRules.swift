/// Every lint rule, in catalog order.
enum LintRules {
  static let all: [any LintRule] = [
    RunLoopDefaultModeRule(), SelectorRetainsTargetRule(), HandlerStrongSelfRule(), GlobalQueueRule(),
    ReleaseWhileSuspendedRule(), OverResumeRule(), NeverActivatedRule(), LocalDispatchSourceRule(),
    ReplacedWithoutInvalidateRule(), NeverInvalidatedRule(), ForceUnwrapRule(), BackgroundThreadRule(),
    ImplicitlyUnwrappedRule(),
  ]

  /// Every rule id.
  static var ids: [String] { all.map(\.id) }
}
