/// `timer_never_invalidated`: a repeating `Timer` or display link that no code of the run can stop:
/// stored in a property that is never invalidated, or not stored at all. (A `DispatchSourceTimer`
/// stops when its last reference goes; a handler that keeps it alive is `timer_handler_strong_self`.)
struct NeverInvalidatedRule: LintRule {
  let id = "timer_never_invalidated"
  let messages = [Self.message, Self.discardedMessage, Self.outlivesMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind != .dispatch {
      let lifetime = context.lifetime(of: creation)
      if let hit = Self.outlivesItsOwner(creation, lifetime, context) {
        hits.append(hit)
        continue
      }
      guard lifetime.repeats == true, lifetime.isNeverStopped,
        lifetime.stored != nil || lifetime.isOnlyScheduled
      else { continue }
      // A bug where the owner is meant to go: the type sets the property to nil (it means to stop
      // the timer, and nil does not), or the owner is a view or cell, made and dropped while the
      // app runs. Services, root controllers and singletons often keep a repeating timer for the
      // app's life by design: there it is the anti-pattern alone.
      let clearing = lifetime.stored.flatMap { stored in
        context.module.type(stored.type)?.methods.first { $0.clears.contains(stored.property) }
      }
      let emptyHolder = lifetime.stored == nil ? Self.emptyHolder(around: creation, context) : nil
      guard let type = lifetime.stored?.type ?? context.typeName(around: creation.name) else { continue }
      let leaks =
        (emptyHolder != nil && !lifetime.livesWithTheApp)
        || context.module.isMeantToGo(
          type, clearing: lifetime.stored?.property, stoppedInDeinit: false,
          isStatic: lifetime.livesWithTheApp)
      let repeating =
        context.repeatsNote(creation, repeats: true)
      hits.append(
        RuleHit(
          codeIndex: creation.name,
          message: lifetime.stored == nil ? Self.discardedMessage : Self.message,
          harm: leaks ? .bug : .pattern,
          notes: [repeating] + lifetime.notes(in: context) + Self.clearingNote(clearing, lifetime)
            + (emptyHolder.map { [$0] } ?? []),
          subject: context.subject(of: creation)))
    }
    return hits
  }

  /// A repeating timer kept by nothing but its run loop, whose block stops it only while `self`
  /// is alive: after the owner goes, the block returns early on every tick, for the app's life.
  /// The author meant it to end (the block invalidates it) and expected the owner to go (`weak`),
  /// so this is reported whatever the owner's kind.
  static func outlivesItsOwner(_ creation: TimerCreation, _ lifetime: TimerLifetime, _ context: LintContext)
    -> RuleHit?
  {
    guard lifetime.repeats == true, lifetime.isOnlyScheduled, !lifetime.livesWithTheApp,
      let exit = lifetime.exitBeforeStop
    else { return nil }
    return RuleHit(
      codeIndex: creation.name, message: Self.outlivesMessage, harm: .bug,
      notes: [
        context.repeatsNote(creation, repeats: true),
        HitNote(message: "the created timer is not stored, so only its block can invalidate it"), exit,
      ],
      subject: context.subject(of: creation))
  }

  /// "`postingTimer` is invalidated in `finish()` but never holds a timer": the type stops a timer
  /// property that its code never fills (or fills with a placeholder `Timer()`), so the author
  /// meant this unstored timer to be kept there, and every stop misses it.
  static func emptyHolder(around creation: TimerCreation, _ context: LintContext) -> HitNote? {
    guard let type = context.typeName(around: creation.name), let facts = context.module.type(type),
      let function = context.structure.function(containing: creation.name)
    else { return nil }
    let body = context.structure.scopes[function]
    for (name, property) in facts.properties.sorted(by: { $0.key < $1.key })
    where property.kind == .timer(creation.kind) && context.module.isEmptyTimerProperty(name, of: facts) {
      // The timer's own function names the property (`if postingTimer == nil { Timer... }`), or the
      // property holds a placeholder made to be replaced: otherwise it may be another timer's.
      let named = ((body.open + 1)..<body.close).contains { context.file.is($0, text: name) }
      guard named || property.holdsPlaceholder,
        let stop = facts.methods.first(where: { $0.stops.contains(name) })
      else { continue }
      let place = stop.name == "deinit" ? "deinit" : "`\(stop.name)()`"
      return HitNote(
        message: "`\(name)` is invalidated in \(place) but never holds a timer: this one is not in it",
        location: stop.location)
    }
    return nil
  }

  /// "`stop()` sets `timer` to nil, which does not stop it", where a method does.
  static func clearingNote(_ method: MethodFact?, _ lifetime: TimerLifetime) -> [HitNote] {
    guard let method, let stored = lifetime.stored else { return [] }
    return [
      HitNote(
        message: "`\(method.name)()` sets `\(stored.property)` to nil, which does not stop it",
        location: method.location)
    ]
  }

  static let message = RuleMessage.main
  static let discardedMessage = RuleMessage("discarded")
  static let outlivesMessage = RuleMessage("outlives")
}
