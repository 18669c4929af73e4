/// `timer_runloop_default_mode`: a repeating run-loop timer in scrolling UI that only runs in
/// `.default` mode. One-shot timers, code outside UI types, menu-bar items and tests are silent.
struct RunLoopDefaultModeRule: LintRule {
  let id = "timer_runloop_default_mode"
  let messages = [Self.message]

  struct Candidate {
    var hit: RuleHit
    var timer: Set<String>
  }

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var candidates: [Candidate] = []
    /// `.common` adds: the call and the names of the timer it adds (its inline creation too).
    var handled: [(codeIndex: Int, timer: Set<String>, value: Range<Int>)] = []
    var bindings: BindingIndex?
    let calls =
      (context.memberCalls(.scheduledTimer) + context.memberCalls(.add) + context.memberCalls(.publish))
      .sorted()
    for codeIndex in calls where file.isPunct(codeIndex + 1, "(") {
      guard let type = context.typeName(around: codeIndex), context.module.isScrollingUI(type) else {
        continue
      }
      let ui = HitNote(message: "in `\(type)`, a scrolling UI type (\(uiReason(context, type)))")
      if file.is(codeIndex, "scheduledTimer") {
        guard let creation = context.creations.first(where: { $0.name == codeIndex }),
          context.repeats(creation) == true,
          !ticksSlowly(context, arguments: context.arguments(open: codeIndex + 1), label: "withTimeInterval")
            && !ticksSlowly(context, arguments: context.arguments(open: codeIndex + 1), label: "timeInterval")
        else { continue }
        if bindings == nil { bindings = BindingIndex(context) }
        let notes = [
          HitNote(message: "repeats: true", codeIndex: codeIndex), ui,
          HitNote(message: "scheduledTimer adds it to the current run loop in .default mode only"),
        ]
        candidates.append(
          Candidate(
            hit: RuleHit(
              codeIndex: codeIndex, message: Self.message, notes: notes,
              subject: context.subject(of: creation)),
            timer: bindings!.names(boundTo: codeIndex)))
      } else if file.is(codeIndex, "add") {
        let arguments = context.arguments(open: codeIndex + 1)
        guard let timer = addedTimer(context, call: codeIndex, arguments: arguments) else { continue }
        let mode = context.argument("forMode", in: arguments)
        if let modeK = context.modeValue(mode, in: LintContext.defaultModes) {
          guard let repeating = repeatingNote(context, timer: timer, call: codeIndex, arguments: arguments)
          else {
            continue
          }
          let notes = [
            repeating, ui,
            HitNote(message: "added with forMode: .\(file.text(modeK)) only", codeIndex: codeIndex),
          ]
          let subject = timer.hasPrefix("#") ? nil : "\(type).\(timer)"
          candidates.append(
            Candidate(
              hit: RuleHit(codeIndex: codeIndex, message: Self.message, notes: notes, subject: subject),
              timer: [timer]))
        } else if context.modeValue(mode, in: LintContext.commonModes) != nil {
          handled.append((codeIndex, [timer], arguments.first?.value ?? codeIndex..<codeIndex))
        }
      } else if file.is(codeIndex, "publish") {
        let arguments = context.arguments(open: codeIndex + 1)
        guard context.argument("every", in: arguments) != nil,
          !ticksSlowly(context, arguments: arguments, label: "every"),
          context.modeValue(context.argument("in", in: arguments), in: LintContext.defaultModes) != nil
        else { continue }
        let notes = [HitNote(message: "Timer.publish(every:) repeats", codeIndex: codeIndex), ui]
        candidates.append(
          Candidate(hit: RuleHit(codeIndex: codeIndex, message: Self.message, notes: notes), timer: []))
      }
    }
    return candidates.compactMap { candidate in
      let hit = candidate.hit
      guard context.backgroundClosure(containing: hit.codeIndex) == nil else { return nil }
      let function = context.structure.function(containing: hit.codeIndex)
      let regions = handled.filter {
        context.structure.function(containing: $0.codeIndex) == function
          && ($0.value.contains(hit.codeIndex) || !$0.timer.isDisjoint(with: candidate.timer))
      }.map { context.structure.regionOf[$0.codeIndex] }
      return context.structure.isCovered(context.structure.regionOf[hit.codeIndex], by: regions) ? nil : hit
    }
  }

  /// Why `type` counts as scrolling UI: the inheritance names that say so.
  func uiReason(_ context: LintContext, _ type: String) -> String {
    let inherits = context.module.type(type)?.inherits.sorted() ?? []
    let direct = inherits.filter(ModuleFacts.isUIBaseName)
    return "inherits " + (direct.isEmpty ? inherits : direct).joined(separator: ", ")
  }

  /// The fact that the added timer repeats (a display link, or its creation says `repeats: true`),
  /// or `nil` when it fires once or the code does not say.
  func repeatingNote(_ context: LintContext, timer: String, call codeIndex: Int, arguments: [Argument])
    -> HitNote?
  {
    if let first = arguments.first, first.label == nil,
      let creation = context.reader.timerCreation(at: first.value.lowerBound)
    {
      return context.repeats(creation) == true
        ? HitNote(message: "repeats: true", codeIndex: creation.name) : nil
    }
    if let first = arguments.first, first.label == "to" {
      return HitNote(message: "a display link fires every frame")
    }
    let creation = context.facts.bindings.last {
      $0.name == timer && $0.nameIndex < codeIndex && $0.creation != nil
    }?
    .creation
    guard let creation else { return nil }
    if creation.kind == .displayLink {
      return HitNote(message: "a display link fires every frame", codeIndex: creation.name)
    }
    return context.repeats(creation) == true
      ? HitNote(message: "repeats: true", codeIndex: creation.name) : nil
  }

  /// The name of the timer or display link `add(...)` adds (`t`, `self.timer!`, `link.add(to:)`),
  /// or `nil` when it adds a port or another run-loop source. An inline creation gets a name of its own.
  func addedTimer(_ context: LintContext, call codeIndex: Int, arguments: [Argument]) -> String? {
    let file = context.file
    guard let first = arguments.first else { return nil }
    if first.label == "to" {
      guard let receiver = context.receiver(ofMember: codeIndex),
        context.timerKind(lastName(receiver), at: codeIndex) == .displayLink
      else { return nil }
      return lastName(receiver)
    }
    guard first.label == nil else { return nil }
    if context.reader.timerCreation(at: first.value.lowerBound) != nil { return "#\(first.value.lowerBound)" }
    var name = ""
    for scan in first.value where file.isIdentifier(scan) && !file.is(scan, "self") { name = file.text(scan) }
    return !name.isEmpty && context.isTimerName(name, at: codeIndex) ? name : nil
  }

  func lastName(_ chain: String) -> String { chain.split(separator: ".").last.map(String.init) ?? chain }

  /// Whether the interval is a literal of more than a second. Such a timer only fires late while
  /// the user scrolls, then catches up: on real code none of those reports was judged worth fixing.
  func ticksSlowly(_ context: LintContext, arguments: [Argument], label: String) -> Bool {
    guard let argument = context.argument(label, in: arguments), argument.value.count == 1,
      context.file.kind(argument.value.lowerBound) == .number,
      let seconds = Double(
        context.file.text(argument.value.lowerBound).replacingOccurrences(of: "_", with: ""))
    else { return false }
    return seconds > 1
  }

  static let message = RuleMessage.main
}
