/// `timer_sleep_loop_ignores_cancellation`: `while true { try? await Task.sleep(...); ... }`.
/// Once its task is cancelled, `Task.sleep` throws at once, `try?` drops the error and the loop
/// goes round without sleeping (`docs/probes/sleep_loop_try_optional`). A warning when the
/// code shows something cancelling that task; otherwise the pattern alone.
struct SleepLoopIgnoresCancellationRule: LintRule {
  let id = "timer_sleep_loop_ignores_cancellation"
  let messages = [Self.message, Self.exitsMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    // A test waits in loops on purpose, and ends with them.
    guard !context.isTestFile else { return [] }
    var hits: [RuleHit] = []
    for loop in context.sleepingLoops
    where loop.runsUntilCancelled && !loop.checksCancellation && loop.throwingTry == nil {
      guard let sleep = loop.sleeps.first(where: { loop.droppedErrors[$0] != nil }),
        let dropped = loop.droppedErrors[sleep]
      else { continue }
      var notes = [
        HitNote(
          message: "`try?` drops the CancellationError that the sleep throws at once in a cancelled task",
          codeIndex: dropped),
        HitNote(
          message:
            "the loop's condition is `true` and nothing in it checks `Task.isCancelled` or calls `checkCancellation()`",
          codeIndex: loop.keyword),
      ]
      let canceller = context.canceller(of: loop.keyword)
      let cancellerNote = Self.note(for: canceller, in: context)
      if let cancellerNote { notes.append(cancellerNote) }
      // A loop with exits spins only until it takes one, which may be soon (a counter, a timeout).
      if let exit = loop.exits.first {
        notes.append(
          HitNote(
            message:
              "the loop leaves through `\(context.file.text(exit))` statements, which do not depend on cancellation",
            codeIndex: exit))
      }
      let harm: Harm = Self.isCancelled(canceller) && loop.exits.isEmpty ? .bug : .pattern
      hits.append(
        RuleHit(
          codeIndex: loop.keyword, message: loop.exits.isEmpty ? Self.message : Self.exitsMessage, harm: harm,
          notes: notes, subject: "sleep loop \(loop.keyword)"))
    }
    return hits
  }

  /// Whether the code shows the task being cancelled.
  static func isCancelled(_ canceller: TaskCanceller) -> Bool {
    switch canceller {
    case .viewTask, .calledFromViewTask, .taskGroup, .storedTask: true
    case .uncancelledTask, .unknown: false
    }
  }

  /// The fact about who cancels the loop's task, at the line that shows it.
  static func note(for canceller: TaskCanceller, in context: LintContext) -> HitNote? {
    switch canceller {
    case .viewTask(let modifier):
      return HitNote(
        message: "the loop runs in the body of `.task`, which SwiftUI cancels when the view disappears",
        codeIndex: modifier)
    case .calledFromViewTask(let modifier, let function):
      return HitNote(
        message:
          "`\(function)()` is called in the body of `.task`, which SwiftUI cancels when the view disappears",
        codeIndex: modifier)
    case .taskGroup(let addTask):
      return HitNote(
        message: "the loop runs in a task-group child, cancelled with its group", codeIndex: addTask)
    case .storedTask(let name, _, let cancel):
      return HitNote(
        message: "the loop's Task is stored in `\(name)`, which is cancelled here", codeIndex: cancel)
    case .uncancelledTask(let task, let storedIn):
      return HitNote(
        message: storedIn.map { "the loop's Task is stored in `\($0)`, which this file never cancels" }
          ?? "the loop's Task is not stored, so nothing cancels it",
        codeIndex: task)
    case .unknown:
      return nil
    }
  }

  static let message = RuleMessage.main
  static let exitsMessage = RuleMessage("exits")
}
