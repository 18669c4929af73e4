/// `timer_runloop_default_mode`: a run-loop timer that only runs in `.default` mode.
struct RunLoopDefaultModeRule: LintRule {
  let id = "timer_runloop_default_mode"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var candidates: [RuleHit] = []
    var handled: [Int] = []
    let calls =
      (context.memberCalls("scheduledTimer") + context.memberCalls("add") + context.memberCalls("publish"))
      .sorted()
    for k in calls where file.isPunct(k + 1, "(") {
      if file.is(k, "scheduledTimer") {
        candidates.append(RuleHit(k: k, message: Self.scheduledMessage))
      } else if file.is(k, "add") {
        let arguments = context.arguments(open: k + 1)
        guard addsTimer(context, call: k, arguments: arguments) else { continue }
        let mode = context.argument("forMode", in: arguments)
        if let j = context.modeValue(mode, in: LintContext.defaultModes) {
          candidates.append(RuleHit(k: k, message: Self.addMessage))
          _ = j
        } else if context.modeValue(mode, in: LintContext.commonModes) != nil {
          handled.append(k)
        }
      } else if file.is(k, "publish") {
        let arguments = context.arguments(open: k + 1)
        guard context.argument("every", in: arguments) != nil else { continue }
        if let j = context.modeValue(context.argument("in", in: arguments), in: LintContext.defaultModes) {
          candidates.append(RuleHit(k: k, message: Self.publishMessage))
          _ = j
        }
      }
    }
    return candidates.filter { hit in
      guard context.backgroundClosure(containing: hit.k) < 0 else { return false }
      let function = context.structure.function(containing: hit.k)
      let region = context.structure.regionOf[hit.k]
      let regions = handled.filter { context.structure.function(containing: $0) == function }.map {
        context.structure.regionOf[$0]
      }
      return !context.structure.isCovered(region, by: regions)
    }
  }

  /// Whether `add(...)` adds a timer or display link (not a port or another run-loop source).
  func addsTimer(_ context: LintContext, call k: Int, arguments: [Argument]) -> Bool {
    let file = context.file
    guard let first = arguments.first else { return false }
    if first.label == "to" {
      return context.receiver(ofMember: k).map { isTimerName(context, $0) } ?? false
    }
    guard first.label == nil else { return false }
    if context.reader.timerCreation(at: first.value.lowerBound) != nil { return true }
    var name = ""
    for j in first.value where file.isIdentifier(j) && !file.is(j, "self") { name = file.text(j) }
    return !name.isEmpty && isTimerName(context, name)
  }

  func isTimerName(_ context: LintContext, _ name: String) -> Bool {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    let lower = last.lowercased()
    return context.facts.timerNames[last] != nil || lower.contains("timer") || lower.contains("link")
  }

  static let scheduledMessage =
    "scheduledTimer runs only in .default mode and stops while the user scrolls: also add the timer to RunLoop.main with forMode: .common"
  static let addMessage =
    "timer added in .default mode stops while the user scrolls: add it with forMode: .common"
  static let publishMessage =
    "Timer.publish in .default mode stops while the user scrolls: publish with in: .common"
}
