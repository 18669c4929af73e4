/// `timer_background_thread`: a run-loop timer scheduled on a GCD worker thread.
struct BackgroundThreadRule: LintRule {
  let id = "timer_background_thread"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    let calls = (context.memberCalls(.scheduledTimer) + context.memberCalls(.add)).sorted()
    for k in calls where k >= 2 && file.isPunct(k + 1, "(") {
      // `Timer.scheduledTimer(` only: `timerFactory.scheduledTimer(` is some other API.
      let isSchedule =
        file.is(k, "scheduledTimer") && (file.is(k - 2, "Timer") || file.is(k - 2, "NSTimer"))
      let isAdd =
        file.is(k, "add") && file.is(k - 2, "current") && file.isPunct(k - 3, ".")
        && file.is(k - 4, "RunLoop")
      guard isSchedule || isAdd else { continue }
      guard let closure = context.backgroundClosure(containing: k) else { continue }
      let scope = context.structure.scopes[closure]
      let runs = ((scope.open + 1)..<scope.close).contains { j in
        file.is(j, "CFRunLoopRun") || (context.isMemberCall(j, "run") && file.is(j - 2, "current"))
      }
      // A thread that runs its own run loop (`CFRunLoopRun`, `RunLoop.current.run`) fires the
      // timer: a dedicated thread parked on purpose is a design, not a finding.
      if !runs { hits.append(RuleHit(k: k, message: Self.message)) }
    }
    return hits
  }

  static let message = RuleMessage.main
}
