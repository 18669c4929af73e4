/// `timer_selector_retains_target`: a repeating `target: self, selector:` timer or display link
/// that nothing outside `deinit` stops, so the run loop keeps `self` alive: a `warning` where the
/// owner is made and dropped while the app runs, otherwise `info`.
struct SelectorRetainsTargetRule: LintRule {
  let id = "timer_selector_retains_target"
  let messages = [Self.message, Self.deinitMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind != .dispatch {
      let arguments = context.arguments(open: creation.open)
      guard let target = context.argument("target", in: arguments), context.value(target, is: "self"),
        context.argument("selector", in: arguments) != nil,
        let type = context.typeName(around: creation.name),
        context.module.isReference(type)
      else { continue }
      let lifetime = context.lifetime(of: creation)
      // A timer handed elsewhere (returned, passed on) may be stopped there.
      guard lifetime.repeats == true, lifetime.isStoppedOnlyInDeinit,
        lifetime.stored != nil || lifetime.isOnlyScheduled
      else { continue }
      // The cycle is a leak only where the owner is meant to go; elsewhere it is the anti-pattern.
      let leaks = context.module.isMeantToGo(
        type, clearing: lifetime.stored?.property, stoppedInDeinit: !lifetime.stopsInDeinit.isEmpty,
        isStatic: lifetime.livesWithTheApp)
      var notes = [
        HitNote(message: "target: self", codeIndex: target.value.lowerBound),
        context.repeatsNote(creation, repeats: true),
      ]
      notes += lifetime.notes(in: context)
      let message = lifetime.stopsInDeinit.isEmpty ? Self.message : Self.deinitMessage
      hits.append(
        RuleHit(
          codeIndex: creation.name, message: message, harm: leaks ? .bug : .pattern, notes: notes,
          subject: context.subject(of: creation),
          fix: blockFix(context, creation: creation, arguments: arguments)))
    }
    return hits
  }

  static let message = RuleMessage.main
  static let deinitMessage = RuleMessage("deinit")
}
