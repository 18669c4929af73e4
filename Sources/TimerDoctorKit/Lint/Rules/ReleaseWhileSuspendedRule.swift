/// `timer_release_while_suspended`: a suspended `DispatchSourceTimer` that can be cancelled,
/// dropped or reassigned without a balancing `resume()`.
struct ReleaseWhileSuspendedRule: LintRule {
  let id = "timer_release_while_suspended"
  let messages = [Self.message, Self.deinitMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    let timerEvents = context.dispatchTimerEvents.filter {
      !($0.operation == .create
        && (context.file.is($0.k - 1, "let") || context.file.is($0.k - 1, "var")))
    }
    let events = timerEvents.filter {
      !($0.operation == .suspend && isTransient(context, $0, in: timerEvents))
    }
    var hits: [RuleHit] = []
    var seen: Set<MemberName> = []
    for suspend in events where suspend.operation == .suspend {
      let type = context.typeName(around: suspend.k) ?? ""
      guard seen.insert(MemberName(type: type, name: suspend.receiver)).inserted else { continue }
      let mine = events.filter {
        $0.receiver == suspend.receiver && (context.typeName(around: $0.k) ?? "") == type
      }
      var byFunction: [Int: [TimerEvent]] = [:]
      for event in mine {
        byFunction[context.structure.function(containing: event.k), default: []].append(event)
      }
      // A singleton's or app delegate's deinit never runs.
      var deinits =
        context.typeScopes(named: type).isEmpty || context.module.livesWithTheApp(type)
        ? [] : deinitScopes(context, type: type)
      for (f, list) in byFunction.sorted(by: { $0.key < $1.key }) {
        deinits.removeAll { $0 == f }
        let name = context.name(ofFunction: f)
        let releases = list.filter {
          $0.operation == .cancel || $0.operation == .release
            || ($0.operation == .create && name != "init" && f >= 0)
        }
        guard let first = releases.first,
          !isBalanced(context, f: f, events: list, receiver: suspend.receiver)
        else { continue }
        if releases.allSatisfy({ $0.operation == .create })
          && !list.contains(where: { $0.operation == .suspend })
        {
          // A plain reassignment elsewhere: only unsafe when another function can leave the
          // timer suspended (suspend without dropping it afterwards).
          if mine.contains(where: { suspend in
            let g = context.structure.function(containing: suspend.k)
            return suspend.operation == .suspend && g != f
              && !mine.contains {
                $0.k > suspend.k && $0.operation == .release
                  && context.structure.function(containing: $0.k) == g
              }
          }) {
            hits.append(RuleHit(k: first.k, message: Self.message, severity: .warning))
          }
          continue
        }
        // Suspended earlier in this same function: the release certainly meets a suspended timer.
        // Suspended in another method: only when that one ran last, so a warning.
        let certain = list.contains { $0.operation == .suspend && $0.k < first.k }
        hits.append(RuleHit(k: first.k, message: Self.message, severity: certain ? nil : .warning))
      }
      for f in deinits
      where !context.hasStateCheck(in: f) && !touchesInHelper(context, f: f, receiver: suspend.receiver) {
        hits.append(
          RuleHit(k: context.structure.scopes[f].header, message: Self.deinitMessage, severity: .warning))
      }
    }
    // An app-lifetime owner (a singleton, an app delegate) is never released: only a release the
    // function itself makes certain is left.
    return hits.filter { hit in
      hit.severity == nil || !context.module.livesWithTheApp(context.typeName(around: hit.k) ?? "")
    }
  }

  func deinitScopes(_ context: LintContext, type: String) -> [Int] {
    context.structure.scopes.indices.filter {
      context.structure.scopes[$0].kind == .function && context.structure.scopes[$0].name == "deinit"
        && context.typeName(around: context.structure.scopes[$0].open) == type
    }
  }

  /// A `suspend()` that its own code block always undoes: the next event of the same timer in
  /// the same function is an unconditional `resume()`, with no `return` / `throw` / `break` /
  /// `continue` / `try` between (the reschedule pattern). It never leaves the timer suspended.
  func isTransient(_ context: LintContext, _ suspend: TimerEvent, in events: [TimerEvent]) -> Bool {
    let file = context.file
    let unit = context.unit(suspend.k)
    guard unit >= 0,
      let next = events.first(where: {
        $0.k > suspend.k && $0.receiver == suspend.receiver && context.unit($0.k) == unit
      }),
      next.operation == .resume,
      !context.isConditional(next.k, in: context.structure.scope(at: suspend.k))
    else { return false }
    return !((suspend.k + 1)..<next.k).contains { k in
      file.is(k, "return") || file.is(k, "throw") || file.is(k, "break") || file.is(k, "continue")
        || (file.is(k, "try") && !file.is(k + 1, "?") && !file.is(k + 1, "!"))
    }
  }

  /// Whether `f` calls a method of the file that touches `receiver` (its own finding covers it).
  func touchesInHelper(_ context: LintContext, f: Int, receiver: String) -> Bool {
    context.callsHelper(in: f) { body in
      ((body.open + 1)..<body.close).contains { context.file.is($0, text: receiver) }
    }
  }

  /// A `resume()` of the same timer in `f` (directly or through a helper of the type), or a
  /// state check. A resume after the timer is replaced by a new one does not count.
  func isBalanced(_ context: LintContext, f: Int, events: [TimerEvent], receiver: String) -> Bool {
    if context.hasStateCheck(in: f) { return true }
    let firstRelease =
      events.firstIndex { $0.operation == .cancel || $0.operation == .release || $0.operation == .create }
      ?? 0
    var sameTimer = events[...]
    if let replaced = events[firstRelease...].dropFirst().firstIndex(where: {
      $0.operation == .create || $0.operation == .release
    }) {
      sameTimer = events[..<replaced]
    }
    if events[firstRelease].operation == .create { sameTimer = events[..<firstRelease] }
    if let lastSuspend = sameTimer.lastIndex(where: { $0.operation == .suspend }) {
      sameTimer = sameTimer[lastSuspend...]
    }
    if sameTimer.contains(where: { $0.operation == .resume }) { return true }
    return context.callsHelper(in: f) { context.callsMember(["resume"], in: $0, on: [receiver]) }
  }

  static let message = RuleMessage.main
  static let deinitMessage = RuleMessage("deinit")
}
