/// How a `Timer` / `CADisplayLink` creation lives: where it is stored, whether it repeats, and
/// every place that stops it, across all files of the run.
struct TimerLifetime {
  /// The creation.
  var creation: TimerCreation
  /// The property it is stored in, if any.
  var stored: LintContext.StoredTimer?
  /// Whether it repeats (`nil`: the code does not say).
  var repeats: Bool?
  /// Methods other than `deinit` that stop the stored property.
  var stopsOutsideDeinit: [MethodFact] = []
  /// `deinit`s that stop it (too late when the timer keeps the object alive).
  var stopsInDeinit: [MethodFact] = []
  /// Whether its own block or selector method invalidates the timer it is given.
  var stopsItself = false
  /// Where its block, holding `self` weakly, returns before that invalidate once `self` is gone.
  var exitBeforeStop: HitNote?
  /// Whether code of another object stops a property of that name.
  var stoppedFromOutside = false
  /// Whether its value is dropped where it is made.
  var isDiscarded = false
  /// Whether its owner lives as long as the app (an app delegate, a `static let shared` singleton):
  /// a timer that runs for the app's lifetime is then by design.
  var livesWithTheApp = false
  /// For a timer in a local: where its function stops it or hands it to other code.
  var handOff: HitNote?
  /// Whether it is not stored and nothing else gets it: dropped where it is made, kept only in a
  /// local of its function, or passed straight to `add(_:forMode:)`. Nothing can invalidate it
  /// after the function returns.
  var isOnlyScheduled = false

  /// Whether nothing the linter can see ever stops it.
  var isNeverStopped: Bool {
    stopsOutsideDeinit.isEmpty && stopsInDeinit.isEmpty && !stopsItself && !stoppedFromOutside
      && handOff == nil
  }

  /// Whether it can be stopped only by `deinit`, or not at all.
  var isStoppedOnlyInDeinit: Bool {
    stopsOutsideDeinit.isEmpty && !stopsItself && !stoppedFromOutside && handOff == nil
  }

  /// Evidence: where it is stored and what stops it.
  func notes(in context: LintContext) -> [HitNote] {
    var notes: [HitNote] = []
    if let stored {
      let isStatic = context.module.type(stored.type)?.properties[stored.property]?.isStatic == true
      notes.append(
        HitNote(
          message: isStatic
            ? "stored in `\(stored.type).\(stored.property)`, a static property (kept for the app's life)"
            : "stored in `self.\(stored.property)`", codeIndex: stored.assignment))
      if isNeverStopped {
        notes.append(
          HitNote(
            message:
              "no code of `\(stored.type)` invalidates `\(stored.property)`"
          ))
      } else if stopsOutsideDeinit.isEmpty, let site = stopsInDeinit.first {
        notes.append(HitNote(message: "invalidated only in deinit", location: site.location))
      }
    } else if isOnlyScheduled {
      notes.append(HitNote(message: "the created timer is not stored, so nothing can invalidate it"))
    }
    if livesWithTheApp, let type = stored?.type ?? context.typeName(around: creation.name),
      let reason = context.module.appLifetimeReason(type)
    {
      notes.append(HitNote(message: reason))
    }
    return notes
  }
}

extension LintContext {
  /// The lifetime of `creation`: the one computed with the module's facts, or computed now.
  func lifetime(of creation: TimerCreation) -> TimerLifetime {
    lifetimes[creation.name] ?? computeLifetime(of: creation)
  }

  /// The lifetime of `creation`, from the module's facts.
  func computeLifetime(of creation: TimerCreation) -> TimerLifetime {
    var lifetime = TimerLifetime(
      creation: creation, stored: storedProperty(of: creation), repeats: repeats(creation))
    lifetime.isDiscarded = lifetime.stored == nil && isDiscarded(creation)
    if let stored = lifetime.stored {
      let sites = module.endSites(of: stored.property, in: stored.type)
      lifetime.stopsOutsideDeinit = sites.outsideDeinit
      lifetime.stopsInDeinit = sites.inDeinit
      // An observer that invalidates the old value stops the current timer only once something
      // sets the property to nil (or another timer): `didSet { oldValue?.invalidate() }` alone
      // leaves the last one running.
      lifetime.stoppedFromOutside =
        module.isStoppedFromOutside(stored.property)
        || (module.observerStops(stored.property, in: stored.type)
          && module.clears(stored.property, in: stored.type))
      // A static property is the type's storage: it lives as long as the app, as a singleton does.
      lifetime.livesWithTheApp =
        module.livesWithTheApp(stored.type)
        || module.type(stored.type)?.properties[stored.property]?.isStatic == true
    }
    lifetime.stopsItself = stopsItself(creation)
    if lifetime.stopsItself { lifetime.exitBeforeStop = weakSelfExitBeforeStop(creation) }
    if lifetime.stored == nil && !lifetime.isDiscarded {
      lifetime.handOff = localHandOff(of: creation)
    }
    lifetime.isOnlyScheduled =
      lifetime.stored == nil
      && (lifetime.isDiscarded || isAddedWhereMade(creation)
        || (localBinding(of: creation) != nil && lifetime.handOff == nil))
    if lifetime.isOnlyScheduled, let type = typeName(around: creation.name) {
      lifetime.livesWithTheApp = module.livesWithTheApp(type)
    }
    return lifetime
  }

  /// Whether the creation's block invalidates something (its `timer` parameter), or its selector
  /// names a method of the type that invalidates a parameter.
  func stopsItself(_ creation: TimerCreation) -> Bool {
    if let block = handlerClosure(of: creation) {
      let scope = structure.scopes[block]
      let facts = typeName(around: creation.name).flatMap { module.type($0) }
      return ((scope.open + 1)..<scope.close).contains { codeIndex in
        guard isStopCall(codeIndex) else { return false }
        // `self.holder?.invalidate()` on a property nothing ever fills stops no timer.
        guard let facts, let receiver = receiver(ofMember: codeIndex),
          let name = receiver.split(separator: ".").last.map(String.init),
          facts.properties[name] != nil, module.isEmptyTimerProperty(name, of: facts)
        else { return true }
        // A block parameter of that name is the timer itself.
        let signature = (scope.open + 1)..<((scope.signatureEnd ?? scope.open) + 1)
        return signature.contains { file.is($0, text: name) }
      }
    }
    guard let method = selectorMethod(of: creation), let type = typeName(around: creation.name) else {
      return false
    }
    return module.type(type)?.methods.contains { $0.name == method && $0.stopsOther } ?? false
  }

  /// The method a `selector:` argument names (`#selector(tick)`, `#selector(Self.tick(_:))`: the
  /// last name before the `(` of the labels), or `nil` when the creation has no selector.
  func selectorMethod(of creation: TimerCreation) -> String? {
    guard let selector = argument("selector", in: arguments(open: creation.open)) else { return nil }
    var method: String?
    for codeIndex in selector.value
    where file.isIdentifier(codeIndex) && !file.isPunct(codeIndex + 1, ":") && !file.is(codeIndex, "self") {
      method = file.text(codeIndex)
    }
    return method
  }

  /// The scope of the creation's block (a `block:` argument or a trailing closure), if it has one.
  func handlerClosure(of creation: TimerCreation) -> Int? {
    if let block = closure(ofCall: creation.open - 1, label: "block") { return block }
    guard let argument = argument("block", in: arguments(open: creation.open)),
      file.isPunct(argument.value.lowerBound, "{")
    else { return nil }
    return closureScope(at: argument.value.lowerBound)
  }

  /// Whether the creation's block holds `self` weakly or not at all (no selector target either).
  func handlerSparesSelf(_ creation: TimerCreation) -> Bool {
    guard let block = handlerClosure(of: creation) else { return false }
    let scope = structure.scopes[block]
    if scope.capturesSelfWeakly { return true }
    return !scope.capturesSelfStrongly && selfUses(in: (scope.open + 1)..<scope.close).isEmpty
  }
}
