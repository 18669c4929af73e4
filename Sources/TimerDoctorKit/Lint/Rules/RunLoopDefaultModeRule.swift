/// `timer_runloop_default_mode`: a run-loop timer that only runs in `.default` mode.
struct RunLoopDefaultModeRule: LintRule {
  let id = "timer_runloop_default_mode"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var candidates: [(hit: RuleHit, timer: Set<String>)] = []
    /// `.common` adds: the call and the names of the timer it adds (its inline creation too).
    var handled: [(k: Int, timer: Set<String>, value: Range<Int>)] = []
    var bindings: BindingIndex?
    let calls =
      (context.memberCalls("scheduledTimer") + context.memberCalls("add") + context.memberCalls("publish"))
      .sorted()
    for k in calls where file.isPunct(k + 1, "(") {
      if file.is(k, "scheduledTimer") {
        if bindings == nil { bindings = BindingIndex(context) }
        candidates.append((RuleHit(k: k, message: Self.scheduledMessage), bindings!.names(boundTo: k)))
      } else if file.is(k, "add") {
        let arguments = context.arguments(open: k + 1)
        guard let timer = addedTimer(context, call: k, arguments: arguments) else { continue }
        let mode = context.argument("forMode", in: arguments)
        if context.modeValue(mode, in: LintContext.defaultModes) != nil {
          candidates.append((RuleHit(k: k, message: Self.addMessage), [timer]))
        } else if context.modeValue(mode, in: LintContext.commonModes) != nil {
          handled.append((k, [timer], arguments.first?.value ?? k..<k))
        }
      } else if file.is(k, "publish") {
        let arguments = context.arguments(open: k + 1)
        guard context.argument("every", in: arguments) != nil,
          context.modeValue(context.argument("in", in: arguments), in: LintContext.defaultModes) != nil
        else { continue }
        candidates.append((RuleHit(k: k, message: Self.publishMessage), []))
      }
    }
    return candidates.compactMap { candidate in
      let hit = candidate.hit
      guard context.backgroundClosure(containing: hit.k) < 0 else { return nil }
      let function = context.structure.function(containing: hit.k)
      let regions = handled.filter {
        context.structure.function(containing: $0.k) == function
          && ($0.value.contains(hit.k) || !$0.timer.isDisjoint(with: candidate.timer))
      }.map { context.structure.regionOf[$0.k] }
      return context.structure.isCovered(context.structure.regionOf[hit.k], by: regions) ? nil : hit
    }
  }

  /// The name of the timer or display link `add(...)` adds (`t`, `self.timer!`, `link.add(to:)`),
  /// or `nil` when it adds a port or another run-loop source. An inline creation gets a name of its own.
  func addedTimer(_ context: LintContext, call k: Int, arguments: [Argument]) -> String? {
    let file = context.file
    guard let first = arguments.first else { return nil }
    if first.label == "to" {
      guard let receiver = context.receiver(ofMember: k), context.isTimerName(receiver, at: k) else {
        return nil
      }
      return receiver.split(separator: ".").last.map(String.init)
    }
    guard first.label == nil else { return nil }
    if context.reader.timerCreation(at: first.value.lowerBound) != nil { return "#\(first.value.lowerBound)" }
    var name = ""
    for j in first.value where file.isIdentifier(j) && !file.is(j, "self") { name = file.text(j) }
    return !name.isEmpty && context.isTimerName(name, at: k) ? name : nil
  }

  static let scheduledMessage =
    "scheduledTimer runs only in .default mode and stops while the user scrolls: also add the timer to RunLoop.main with forMode: .common"
  static let addMessage =
    "timer added in .default mode stops while the user scrolls: add it with forMode: .common"
  static let publishMessage =
    "Timer.publish in .default mode stops while the user scrolls: publish with in: .common"
}
