/// `timer_release_while_suspended`: a suspended `DispatchSourceTimer` that can be cancelled,
/// dropped or reassigned without a balancing `resume()`.
struct ReleaseWhileSuspendedRule: LintRule {
  let id = "timer_release_while_suspended"
  let messages = [Self.message, Self.deinitMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    let timerEvents = context.dispatchTimerEvents.filter {
      !($0.operation == .create
        && (context.file.is($0.codeIndex - 1, "let") || context.file.is($0.codeIndex - 1, "var")))
    }
    // A transient suspend and the resume that undoes it are a pair: both go, so the resume does
    // not balance another suspend.
    var paired: Set<Int> = []
    for (offset, event) in timerEvents.enumerated()
    where event.operation == .suspend && isTransient(context, event, in: timerEvents) {
      paired.insert(event.codeIndex)
      if let resume = timerEvents[(offset + 1)...].first(where: { $0.receiver == event.receiver }) {
        paired.insert(resume.codeIndex)
      }
    }
    let events = timerEvents.filter { !paired.contains($0.codeIndex) }
    var hits: [RuleHit] = []
    var seen: Set<MemberName> = []
    for suspend in events where suspend.operation == .suspend {
      let type = context.typeName(around: suspend.codeIndex) ?? ""
      guard seen.insert(MemberName(type: type, name: suspend.receiver)).inserted else { continue }
      let mine = events.filter {
        $0.receiver == suspend.receiver && (context.typeName(around: $0.codeIndex) ?? "") == type
      }
      var byFunction: [Int?: [TimerEvent]] = [:]
      for event in mine {
        byFunction[context.structure.function(containing: event.codeIndex), default: []].append(event)
      }
      // A singleton's or app delegate's deinit never runs.
      var deinits =
        context.typeScopes(named: type).isEmpty || context.module.livesWithTheApp(type)
        ? [] : deinitScopes(context, type: type)
      // In file order, top-level code first.
      for (functionScope, list) in byFunction.sorted(by: { ($0.key ?? Int.min) < ($1.key ?? Int.min) }) {
        deinits.removeAll { $0 == functionScope }
        let name = context.name(ofFunction: functionScope)
        let releases = list.filter {
          $0.operation == .cancel || $0.operation == .release
            || ($0.operation == .create && name != "init" && functionScope != nil)
        }
        guard let first = releases.first,
          !isBalanced(context, functionScope: functionScope, events: list, receiver: suspend.receiver)
        else { continue }
        if releases.allSatisfy({ $0.operation == .create })
          && !list.contains(where: { $0.operation == .suspend })
        {
          // A plain reassignment elsewhere: only unsafe when another function can leave the
          // timer suspended (suspend without dropping it afterwards).
          if mine.contains(where: { suspend in
            let g = context.structure.function(containing: suspend.codeIndex)
            return suspend.operation == .suspend && g != functionScope
              && !mine.contains {
                $0.codeIndex > suspend.codeIndex && $0.operation == .release
                  && context.structure.function(containing: $0.codeIndex) == g
              }
          }) {
            hits.append(RuleHit(codeIndex: first.codeIndex, message: Self.message, harm: .bug))
          }
          continue
        }
        // Suspended earlier in this same function: the release certainly meets a suspended timer.
        // Suspended in another method: only when that one ran last, so a warning.
        let before = list.filter { $0.operation == .suspend && $0.codeIndex < first.codeIndex }
        var notes: [HitNote] = []
        if before.isEmpty {
          let suspender = context.name(ofFunction: context.structure.function(containing: suspend.codeIndex))
          notes.append(
            HitNote(message: "`\(suspender)` suspends `\(suspend.receiver)`", codeIndex: suspend.codeIndex))
          notes.append(
            HitNote(message: "`\(name)` has no resume() of `\(suspend.receiver)` and no state check"))
        } else {
          // Counted over every call in the function, pairs that undo each other included.
          let mine = timerEvents.filter {
            $0.receiver == suspend.receiver && $0.codeIndex < first.codeIndex
              && context.structure.function(containing: $0.codeIndex) == functionScope
          }
          let suspends = mine.filter { $0.operation == .suspend }
          let resumes = mine.filter { $0.operation == .resume }.count
          notes.append(
            HitNote(
              message:
                "`\(name)` calls `\(suspend.receiver).suspend()` \(Self.times(suspends.count)) and `resume()` \(Self.times(resumes)) before it",
              codeIndex: suspends.first?.codeIndex))
        }
        hits.append(
          RuleHit(
            codeIndex: first.codeIndex, message: Self.message, harm: before.isEmpty ? .bug : .crash,
            notes: notes))
      }
      for functionScope in deinits
      where !context.hasStateCheck(in: functionScope)
        && !touchesInHelper(context, functionScope: functionScope, receiver: suspend.receiver)
      {
        hits.append(
          RuleHit(
            codeIndex: context.structure.scopes[functionScope].header, message: Self.deinitMessage,
            harm: .bug))
      }
    }
    // An app-lifetime owner (a singleton, an app delegate) is never released: only a release the
    // function itself makes certain is left.
    return hits.filter { hit in
      hit.harm == .crash || !context.module.livesWithTheApp(context.typeName(around: hit.codeIndex) ?? "")
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
    guard let unit = context.unit(suspend.codeIndex),
      let next = events.first(where: {
        $0.codeIndex > suspend.codeIndex && $0.receiver == suspend.receiver
          && context.unit($0.codeIndex) == unit
      }),
      next.operation == .resume,
      !context.isConditional(next.codeIndex, in: context.structure.scope(at: suspend.codeIndex))
    else { return false }
    return !((suspend.codeIndex + 1)..<next.codeIndex).contains { codeIndex in
      file.is(codeIndex, "return") || file.is(codeIndex, "throw") || file.is(codeIndex, "break")
        || file.is(codeIndex, "continue")
        || (file.is(codeIndex, "try") && !file.is(codeIndex + 1, "?") && !file.is(codeIndex + 1, "!"))
    }
  }

  /// Whether `functionScope` calls a method of the file that touches `receiver` (its own finding covers it).
  func touchesInHelper(_ context: LintContext, functionScope: Int, receiver: String) -> Bool {
    context.callsHelper(in: functionScope) { body in
      ((body.open + 1)..<body.close).contains { context.file.is($0, text: receiver) }
    }
  }

  /// A `resume()` of the same timer in `functionScope` (directly or through a helper of the type), or a
  /// state check. A resume after the timer is replaced by a new one does not count.
  func isBalanced(_ context: LintContext, functionScope: Int?, events: [TimerEvent], receiver: String) -> Bool
  {
    if context.hasStateCheck(in: functionScope) { return true }
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
    return context.callsHelper(in: functionScope) { context.callsMember(["resume"], in: $0, on: [receiver]) }
  }

  /// "once", "2 times".
  static func times(_ count: Int) -> String {
    count == 0 ? "never" : count == 1 ? "once" : "\(count) times"
  }

  static let message = RuleMessage.main
  static let deinitMessage = RuleMessage("deinit")
}
