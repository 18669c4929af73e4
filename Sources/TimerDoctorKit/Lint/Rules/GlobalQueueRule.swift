/// `timer_global_queue`: a `DispatchSourceTimer` on a concurrent queue (or on no queue).
struct GlobalQueueRule: LintRule {
  let id = "timer_global_queue"
  let messages = [Self.message, Self.noQueueMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for codeIndex in context.memberCalls(.makeTimerSource)
    where file.isPunct(codeIndex + 1, "(") && isDispatchSourceCall(file, codeIndex) {
      guard let queue = context.argument("queue", in: context.arguments(open: codeIndex + 1)) else {
        hits.append(
          RuleHit(
            codeIndex: codeIndex, message: Self.noQueueMessage, severity: .info,
            notes: [HitNote(message: "makeTimerSource() has no queue: argument", codeIndex: codeIndex)]))
        continue
      }
      var start = queue.value.lowerBound
      if context.reader.queueKind(at: start) == .concurrent {
        hits.append(
          RuleHit(
            codeIndex: start, message: Self.message,
            notes: [HitNote(message: "queue: a concurrent queue", codeIndex: start)])
        )
        continue
      }
      if file.is(start, "self"), file.isPunct(start + 1, ".") { start += 2 }
      guard start + 1 == queue.value.upperBound, file.isIdentifier(start) else { continue }
      let name = file.text(start)
      guard context.facts.queueNames[name] == .concurrent else { continue }
      let function = context.structure.function(containing: codeIndex)
      if start == queue.value.lowerBound, context.parameters(ofFunction: function).contains(name) { continue }
      let binding = context.facts.bindings.first {
        $0.name == name && context.reader.queueKind(at: $0.value) != nil
      }
      let notes = [
        HitNote(message: "`\(name)` is bound to a concurrent queue", codeIndex: binding?.nameIndex ?? start)
      ]
      hits.append(RuleHit(codeIndex: queue.value.lowerBound, message: Self.message, notes: notes))
    }
    return hits
  }

  /// `DispatchSource.makeTimerSource(` or the implicit `.makeTimerSource(`, not a project's own
  /// method of that name on another receiver (`eventQueue.makeTimerSource()`), whose queue it picks.
  func isDispatchSourceCall(_ file: SourceFile, _ codeIndex: Int) -> Bool {
    guard file.isPunct(codeIndex - 1, ".") else { return false }
    let receiver = codeIndex - 2
    if file.is(receiver, "DispatchSource") { return true }
    return
      !(file.isIdentifier(receiver) || file.isPunct(receiver, ")") || file.isPunct(receiver, "]")
      || file.is(receiver, "?") || file.is(receiver, "!"))
  }

  static let message = RuleMessage.main
  static let noQueueMessage = RuleMessage("no_queue")
}
