/// `timer_selector_retains_target`: a repeating `target: self, selector:` timer or display link
/// that nothing outside `deinit` stops, so the run loop keeps `self` alive.
struct SelectorRetainsTargetRule: LintRule {
  let id = "timer_selector_retains_target"

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind != .dispatch {
      let arguments = context.arguments(open: creation.open)
      guard let target = context.argument("target", in: arguments), context.value(target, is: "self"),
        context.argument("selector", in: arguments) != nil,
        let type = context.typeName(around: creation.name),
        context.module.isReference(type) || context.isReferenceType(type)
      else { continue }
      let lifetime = context.lifetime(of: creation)
      guard lifetime.repeats == true, lifetime.isStoppedOnlyInDeinit, !lifetime.livesWithTheApp,
        Self.ownerComesAndGoes(context, lifetime: lifetime, type: type)
      else { continue }
      var notes = [
        HitNote(message: "target: self", k: target.value.lowerBound),
        HitNote(
          message: creation.kind == .displayLink ? "a display link fires every frame" : "repeats: true"),
      ]
      notes += lifetime.notes(in: context)
      let message = lifetime.stopsInDeinit.isEmpty ? Self.message : Self.deinitMessage
      hits.append(
        RuleHit(
          k: creation.name, message: message, notes: notes,
          subject: context.subject(of: creation)))
    }
    return hits
  }

  /// Whether nothing can stop the timer in an owner that is made and dropped while the app runs:
  /// a view or cell (UIKit, AppKit or SwiftUI). Controllers and services are often the app's root
  /// or a long-lived owner, which a token scanner cannot tell from a screen that goes away.
  static func ownerComesAndGoes(_ context: LintContext, lifetime: TimerLifetime, type: String) -> Bool {
    guard lifetime.stored != nil || lifetime.isOnlyScheduled else { return false }
    return context.module.comesAndGoes(type)
  }

  static let message =
    "repeating timer retains its target self and the run loop retains the timer, so self is never freed: invalidate it when done (e.g. in viewWillDisappear or stop()), or use a block with [weak self]"
  static let deinitMessage =
    "timer retains self, so deinit never runs and its invalidate() never happens: invalidate in stop()/viewWillDisappear or use a block with [weak self]"
}
