/// `timer_global_queue`: a `DispatchSourceTimer` on a concurrent queue (or on no queue).
struct GlobalQueueRule: LintRule {
  let id = "timer_global_queue"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for k in context.memberCalls("makeTimerSource") where file.isPunct(k + 1, "(") {
      guard let queue = context.argument("queue", in: context.arguments(open: k + 1)) else {
        hits.append(RuleHit(k: k, message: Self.noQueueMessage))
        continue
      }
      var start = queue.value.lowerBound
      if context.reader.queueKind(at: start) == .concurrent {
        hits.append(RuleHit(k: start, message: Self.message))
        continue
      }
      if file.is(start, "self"), file.isPunct(start + 1, ".") { start += 2 }
      guard start + 1 == queue.value.upperBound, file.isIdentifier(start) else { continue }
      let name = file.text(start)
      guard context.facts.queueNames[name] == .concurrent else { continue }
      let function = context.structure.function(containing: k)
      if start == queue.value.lowerBound, context.parameters(ofFunction: function).contains(name) { continue }
      hits.append(RuleHit(k: queue.value.lowerBound, message: Self.message))
    }
    return hits
  }

  static let message =
    "DispatchSourceTimer on a concurrent queue runs overlapping handlers that race: pass a serial DispatchQueue(label:) or .main"
  static let noQueueMessage =
    "makeTimerSource() without a queue runs its handler on a concurrent global queue: pass queue: a serial DispatchQueue(label:) or .main"
}
