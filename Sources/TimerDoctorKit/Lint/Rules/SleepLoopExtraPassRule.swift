/// `timer_sleep_loop_extra_pass` (opt-in): `while !Task.isCancelled { ...; try? await
/// Task.sleep(...); work() }`. Cancelled during its sleep, the sleep throws at once, `try?` drops
/// the error, and the rest of the body runs once more before the condition ends the loop
/// (`docs/probes/cancellation_checked_loop`).
struct SleepLoopExtraPassRule: LintRule {
  let id = "timer_sleep_loop_extra_pass"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    // A test waits in loops on purpose, and ends with them.
    guard !context.isTestFile else { return [] }
    let file = context.file
    var hits: [RuleHit] = []
    for loop in context.sleepingLoops where loop.conditionChecksCancellation && loop.throwingTry == nil {
      let body = context.structure.scopes[loop.scope]
      guard let sleep = loop.sleeps.last(where: { loop.droppedErrors[$0] != nil }),
        let dropped = loop.droppedErrors[sleep], let close = context.structure.partner(of: sleep + 1),
        close + 1 < body.close
      else { continue }
      // A check after the sleep ends the loop before the work: only unchecked work runs again.
      // `continue` right after the sleep goes straight back to the condition (`break` and
      // `return` leave): no work runs after a cancelled sleep.
      let after = (close + 1)..<body.close
      guard !["continue", "break", "return"].contains(file.text(after.lowerBound)) else { continue }
      guard !after.contains(where: { file.is($0, "isCancelled") || file.is($0, "checkCancellation") }) else {
        continue
      }
      hits.append(
        RuleHit(
          codeIndex: dropped, message: Self.message, harm: .pattern,
          notes: [
            HitNote(
              message: "`try?` drops the CancellationError of a sleep cancelled midway", codeIndex: dropped),
            HitNote(
              message: "the loop checks `Task.isCancelled` only in its condition",
              codeIndex: loop.condition.lowerBound),
            HitNote(message: "this runs once more after cancellation", codeIndex: close + 1),
          ], subject: "sleep loop \(loop.keyword)"))
    }
    return hits
  }

  static let message = RuleMessage.main
}
