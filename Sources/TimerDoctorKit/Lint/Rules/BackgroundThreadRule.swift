/// `timer_background_thread`: a run-loop timer scheduled on a GCD worker thread.
struct BackgroundThreadRule: LintRule {
  let id = "timer_background_thread"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    let calls = (context.memberCalls(.scheduledTimer) + context.memberCalls(.add)).sorted()
    for codeIndex in calls where codeIndex >= 2 && file.isPunct(codeIndex + 1, "(") {
      // `Timer.scheduledTimer(` only: `timerFactory.scheduledTimer(` is some other API.
      let isSchedule =
        file.is(codeIndex, "scheduledTimer")
        && (file.is(codeIndex - 2, "Timer") || file.is(codeIndex - 2, "NSTimer"))
      let isAdd =
        file.is(codeIndex, "add") && file.is(codeIndex - 2, "current") && file.isPunct(codeIndex - 3, ".")
        && file.is(codeIndex - 4, "RunLoop")
      guard isSchedule || isAdd else { continue }
      guard let closure = context.backgroundClosure(containing: codeIndex) else { continue }
      let scope = context.structure.scopes[closure]
      let runs = ((scope.open + 1)..<scope.close).contains { scan in
        file.is(scan, "CFRunLoopRun") || (context.isMemberCall(scan, "run") && file.is(scan - 2, "current"))
      }
      // A thread that runs its own run loop (`CFRunLoopRun`, `RunLoop.current.run`) fires the
      // timer: a dedicated thread parked on purpose is a design, not a finding.
      if !runs { hits.append(RuleHit(codeIndex: codeIndex, message: Self.message, harm: .bug)) }
    }
    return hits
  }

  static let message = RuleMessage.main
}
