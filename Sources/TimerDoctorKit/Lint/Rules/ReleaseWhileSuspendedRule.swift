/// `timer_release_while_suspended`: a suspended `DispatchSourceTimer` that can be cancelled,
/// dropped or reassigned without a balancing `resume()`.
struct ReleaseWhileSuspendedRule: LintRule {
  let id = "timer_release_while_suspended"

  func check(_ context: LintContext) -> [RuleHit] {
    let events = context.timerEvents().filter {
      context.isDispatchTimer($0.receiver)
        && !($0.operation == .create
          && (context.file.is($0.k - 1, "let") || context.file.is($0.k - 1, "var")))
    }
    var hits: [RuleHit] = []
    var seen: Set<String> = []
    for suspend in events where suspend.operation == .suspend {
      let type = context.typeName(around: suspend.k) ?? ""
      guard seen.insert("\(type) \(suspend.receiver)").inserted else { continue }
      let mine = events.filter {
        $0.receiver == suspend.receiver && (context.typeName(around: $0.k) ?? "") == type
      }
      var byFunction: [Int: [TimerEvent]] = [:]
      for event in mine {
        byFunction[context.structure.function(containing: event.k), default: []].append(event)
      }
      var deinits = context.typeScopes(named: type).isEmpty ? [] : deinitScopes(context, type: type)
      for (f, list) in byFunction.sorted(by: { $0.key < $1.key }) {
        deinits.removeAll { $0 == f }
        let name = context.name(ofFunction: f)
        let releases = list.filter {
          $0.operation == .cancel || $0.operation == .release
            || ($0.operation == .create && name != "init" && f >= 0)
        }
        guard let first = releases.first,
          !isBalanced(context, f: f, events: list, type: type, receiver: suspend.receiver)
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
            hits.append(RuleHit(k: first.k, message: Self.message))
          }
          continue
        }
        hits.append(RuleHit(k: first.k, message: Self.message))
      }
      for f in deinits
      where !context.hasStateCheck(in: f) && !callsHelper(context, f: f, receiver: suspend.receiver) {
        hits.append(RuleHit(k: context.structure.scopes[f].header, message: Self.deinitMessage))
      }
    }
    return hits
  }

  func deinitScopes(_ context: LintContext, type: String) -> [Int] {
    context.structure.scopes.indices.filter {
      context.structure.scopes[$0].kind == .function && context.structure.scopes[$0].name == "deinit"
        && context.typeName(around: context.structure.scopes[$0].open) == type
    }
  }

  /// Whether `f` calls a method of the file that touches `receiver` (its own finding covers it).
  func callsHelper(_ context: LintContext, f: Int, receiver: String) -> Bool {
    let scope = context.structure.scopes[f]
    let file = context.file
    for k in (scope.open + 1)..<scope.close
    where file.isIdentifier(k) && file.isPunct(k + 1, "(") && !file.isPunct(k - 1, ".") {
      let name = file.text(k)
      for helper in context.structure.scopes where helper.kind == .function && helper.name == name {
        for j in (helper.open + 1)..<helper.close where file.is(j, text: receiver) { return true }
      }
    }
    return false
  }

  /// A `resume()` of the same timer in `f` (directly or through a helper of the type), or a
  /// state check. A resume after the timer is replaced by a new one does not count.
  func isBalanced(_ context: LintContext, f: Int, events: [TimerEvent], type: String, receiver: String)
    -> Bool
  {
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
    guard f >= 0 else { return false }
    let scope = context.structure.scopes[f]
    let file = context.file
    for k in (scope.open + 1)..<scope.close where file.isIdentifier(k) && file.isPunct(k + 1, "(") {
      let name = file.text(k)
      for helper in context.structure.scopes.indices
      where context.structure.scopes[helper].kind == .function
        && context.structure.scopes[helper].name == name && helper != f
      {
        let body = context.structure.scopes[helper]
        for j in (body.open + 1)..<body.close
        where context.isMemberCall(j, "resume") && context.receiver(ofMember: j) == receiver {
          return true
        }
      }
    }
    return false
  }

  static let message =
    "timer can be cancelled or released while suspended, which crashes (Release of a suspended object): resume() it on this path or check an isSuspended state"
  static let deinitMessage =
    "deinit releases a timer that may be suspended, which crashes (Release of a suspended object): resume() it after cancel() when suspended"
}
