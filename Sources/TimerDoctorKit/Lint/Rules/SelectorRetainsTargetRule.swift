/// `timer_selector_retains_target`: `target: self, selector:` timers keep `self` alive.
struct SelectorRetainsTargetRule: LintRule {
  let id = "timer_selector_retains_target"

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind != .dispatch {
      let arguments = context.arguments(open: creation.open)
      guard context.value(context.argument("target", in: arguments), is: "self"),
        context.argument("selector", in: arguments) != nil,
        !context.value(context.argument("repeats", in: arguments), is: "false")
      else { continue }
      guard let type = context.typeName(around: creation.name) else { continue }
      var invalidatedOutsideDeinit = false
      var invalidatedInDeinit = false
      for k in context.indexes(inType: type) where context.isMemberCall(k, "invalidate") {
        if context.name(ofFunction: context.structure.function(containing: k)) == "deinit" {
          invalidatedInDeinit = true
        } else {
          invalidatedOutsideDeinit = true
        }
      }
      guard !invalidatedOutsideDeinit else { continue }
      hits.append(RuleHit(k: creation.name, message: invalidatedInDeinit ? Self.deinitMessage : Self.message))
    }
    return hits
  }

  static let message =
    "timer retains its target self and the run loop retains the timer, so self is never freed: use a weak proxy target or a block with [weak self] and invalidate it when done"
  static let deinitMessage =
    "timer retains self, so deinit never runs and its invalidate() never happens: invalidate in stop()/viewWillDisappear or use a block with [weak self]"
}
