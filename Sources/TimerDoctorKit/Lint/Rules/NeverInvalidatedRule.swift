/// `timer_never_invalidated`: a repeating `Timer` or display link that no code of the run can stop:
/// stored in a property that is never invalidated, or not stored at all. (A `DispatchSourceTimer`
/// stops when its last reference goes; a handler that keeps it alive is `timer_handler_strong_self`.)
struct NeverInvalidatedRule: LintRule {
  let id = "timer_never_invalidated"

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind != .dispatch {
      let lifetime = context.lifetime(of: creation)
      guard lifetime.repeats == true, lifetime.isNeverStopped, !lifetime.livesWithTheApp,
        lifetime.stored != nil || lifetime.isDiscarded
      else { continue }
      // Only owners that certainly come and go: a SwiftUI view (re-created, `onAppear` runs again)
      // for a stored timer, a view or controller for one that is not stored. Services, root
      // controllers and singletons often keep a repeating timer for the app's life by design.
      guard let type = context.typeName(around: creation.name) else { continue }
      if let stored = lifetime.stored {
        guard context.module.isSwiftUIView(stored.type) else { continue }
      } else if !context.module.isViewOrController(type) {
        continue
      }
      let repeating = HitNote(
        message: creation.kind == .displayLink ? "a display link fires every frame" : "repeats: true",
        k: creation.name)
      hits.append(
        RuleHit(
          k: creation.name,
          message: lifetime.stored == nil ? Self.discardedMessage : Self.message,
          notes: [repeating] + lifetime.notes(in: context), subject: context.subject(of: creation)))
    }
    return hits
  }

  static let message =
    "repeating timer stored here is never invalidated, so it keeps firing: call invalidate() where its work ends (stop(), viewWillDisappear)"
  static let discardedMessage =
    "repeating timer is not stored, so nothing can ever stop it: keep it in a property and invalidate() it when done"
}
