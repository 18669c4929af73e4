/// `timer_runloop_default_mode`: a repeating run-loop timer, display link or `Timer.publish` that
/// only runs in `.default` mode. Reported wherever it is; a `warning` when the facts show a count
/// a user reads loses ticks (see `graded`), otherwise `info`. One-shot timers, timers also added
/// for `.common`, and timers on a run loop that never tracks or on a thread the code does not say
/// are silent.
struct RunLoopDefaultModeRule: LintRule {
  let id = "timer_runloop_default_mode"
  let messages = [Self.message]

  struct Candidate {
    var hit: RuleHit
    var timer: Set<String>
    /// The handler's scope (block, selector method or sink), when the file has it.
    var handler: Int?
    /// The interval argument, when the code has one.
    var interval: Argument?
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
      let arguments = context.arguments(open: codeIndex + 1)
      if file.is(codeIndex, "scheduledTimer") {
        guard let creation = context.creations.first(where: { $0.name == codeIndex }),
          context.repeats(creation) == true
        else { continue }
        if bindings == nil { bindings = BindingIndex(context) }
        let notes = [
          context.repeatsNote(creation, repeats: true),
          HitNote(
            message: "scheduledTimer adds it to the current run loop in .default mode only",
            codeIndex: codeIndex),
        ]
        candidates.append(
          Candidate(
            hit: RuleHit(
              codeIndex: codeIndex, message: Self.message, harm: .pattern, notes: notes,
              subject: context.subject(of: creation), fix: scheduledTimerFix(context, call: codeIndex)),
            timer: bindings!.names(boundTo: codeIndex), handler: context.handlerScope(of: creation),
            interval: context.intervalArgument(in: arguments)))
      } else if file.is(codeIndex, "add") {
        guard let timer = addedTimer(context, call: codeIndex, arguments: arguments) else { continue }
        let mode = context.argument("forMode", in: arguments)
        if let modeK = context.modeValue(mode, in: LintContext.defaultModes) {
          guard
            let (repeating, creation) = repeatingCreation(
              context, timer: timer, call: codeIndex, arguments: arguments)
          else { continue }
          let notes = [
            repeating,
            HitNote(message: "added with forMode: .\(file.text(modeK)) only", codeIndex: codeIndex),
          ]
          let type = context.typeName(around: codeIndex)
          let subject = timer.hasPrefix("#") ? nil : type.map { "\($0).\(timer)" }
          let creationArguments = creation.map { context.arguments(open: $0.open) } ?? []
          candidates.append(
            Candidate(
              hit: RuleHit(
                codeIndex: codeIndex, message: Self.message, harm: .pattern, notes: notes, subject: subject,
                fix: modeFix(context, argument: mode, mode: modeK)),
              timer: [timer], handler: creation.flatMap { context.handlerScope(of: $0) },
              interval: context.intervalArgument(in: creationArguments)))
        } else if context.modeValue(mode, in: LintContext.commonModes) != nil {
          handled.append((codeIndex, [timer], arguments.first?.value ?? codeIndex..<codeIndex))
        }
      } else if file.is(codeIndex, "publish") {
        let mode = context.argument("in", in: arguments)
        guard context.argument("every", in: arguments) != nil,
          let modeK = context.modeValue(mode, in: LintContext.defaultModes)
        else { continue }
        let notes = [
          HitNote(message: "Timer.publish(every:) repeats", codeIndex: codeIndex),
          HitNote(message: "published in: .\(file.text(modeK)) only", codeIndex: modeK),
        ]
        candidates.append(
          Candidate(
            hit: RuleHit(
              codeIndex: codeIndex, message: Self.message, harm: .pattern, notes: notes,
              fix: modeFix(context, argument: mode, mode: modeK)),
            timer: [],
            handler: context.sinkHandler(ofPublish: codeIndex),
            interval: context.intervalArgument(in: arguments)))
      }
    }
    // A program that runs its own run loop and shows no UI (a helper, a daemon, a test host)
    // never enters a tracking mode.
    if !candidates.isEmpty, context.runsItsOwnRunLoopWithoutUI() { return [] }
    return candidates.compactMap { candidate in
      let hit = candidate.hit
      // On a worker thread, or in a `Task` whose thread the code does not say: not the main run loop.
      guard context.backgroundClosure(containing: hit.codeIndex) == nil,
        !context.isInTaskClosure(hit.codeIndex), !context.isInPoolAsyncFunction(hit.codeIndex)
      else { return nil }
      let function = context.structure.function(containing: hit.codeIndex)
      let regions = handled.filter {
        context.structure.function(containing: $0.codeIndex) == function
          && ($0.value.contains(hit.codeIndex) || !$0.timer.isDisjoint(with: candidate.timer))
      }.map { context.structure.regionOf[$0.codeIndex] }
      guard !context.structure.isCovered(context.structure.regionOf[hit.codeIndex], by: regions) else {
        return nil
      }
      return graded(candidate, context)
    }
  }

  /// The hit as a `bug` when the facts show a user sees the harm: its owner is user interface
  /// (or an `ObservableObject`), it ticks like a clock (`clockTicks`), and its handler counts ticks (`remaining -= 1`), so every tick missed while the user scrolls is lost from
  /// the count shown. Otherwise the anti-pattern alone (`pattern`), with the facts seen. (A
  /// readout recomputed from the clock only pauses; on real code reviewers did not want those.)
  func graded(_ candidate: Candidate, _ context: LintContext) -> RuleHit {
    var hit = candidate.hit
    let seconds = context.intervalSeconds(candidate.interval)
    if let seconds, let interval = candidate.interval {
      hit.notes.append(
        HitNote(
          message: "fires \(LintContext.describe(seconds: seconds))", codeIndex: interval.value.lowerBound))
    }
    guard let type = context.typeName(around: hit.codeIndex), let owner = ownerNote(context, type) else {
      return hit
    }
    hit.notes.append(owner)
    // A clock ticks every 0.1 to 1 s; faster is an animation, which only pauses while tracking.
    guard let seconds, Self.clockTicks.contains(seconds),
      let handler = candidate.handler,
      let write = context.handlerWrite(in: handler, type: type, counting: true)
    else { return hit }
    hit.notes.append(write)
    hit.harm = .bug
    return hit
  }

  /// What the owner is, when it is what a user sees: "`Clock` inherits UIViewController", "`Model`
  /// is an ObservableObject". Menu-bar and touch-bar items and test cases are not.
  func ownerNote(_ context: LintContext, _ type: String) -> HitNote? {
    let inherits = context.module.type(type)?.inherits ?? []
    if inherits.contains("ObservableObject") {
      return HitNote(message: "`\(type)` conforms to ObservableObject")
    }
    guard context.module.isScrollingUI(type) else { return nil }
    let direct = inherits.filter(ModuleFacts.isUIBaseName).sorted()
    return HitNote(
      message:
        "`\(type)` is user interface (inherits \((direct.isEmpty ? inherits.sorted() : direct).joined(separator: ", ")))"
    )
  }

  /// The intervals of a clock a user reads (a countdown, a stopwatch, a call timer), in seconds.
  static let clockTicks: ClosedRange<Double> = 0.1...1

  /// The fact that the added timer repeats (a display link, or its creation says `repeats: true`),
  /// with its creation when the file has it; `nil` when it fires once or the code does not say.
  func repeatingCreation(_ context: LintContext, timer: String, call codeIndex: Int, arguments: [Argument])
    -> (HitNote, TimerCreation?)?
  {
    if let first = arguments.first, first.label == nil,
      let creation = context.creation(startingAt: first.value.lowerBound)
    {
      return context.repeats(creation) == true
        ? (
          context.repeatsNote(creation, repeats: true),
          creation
        ) : nil
    }
    let creation = context.facts.bindings.last {
      $0.name == timer && $0.nameIndex < codeIndex && $0.creation != nil
    }?
    .creation
    if let first = arguments.first, first.label == "to" {
      return (HitNote(message: LintContext.displayLinkFires, codeIndex: creation?.name), creation)
    }
    guard let creation else { return nil }
    if creation.kind == .displayLink {
      return (context.repeatsNote(creation, repeats: true), creation)
    }
    return context.repeats(creation) == true
      ? (
        context.repeatsNote(creation, repeats: true), creation
      ) : nil
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
    if context.creation(startingAt: first.value.lowerBound) != nil { return "#\(first.value.lowerBound)" }
    var name = ""
    for scan in first.value where file.isIdentifier(scan) && !file.is(scan, "self") { name = file.text(scan) }
    return !name.isEmpty && context.isTimerName(name, at: codeIndex) ? name : nil
  }

  func lastName(_ chain: String) -> String { chain.split(separator: ".").last.map(String.init) ?? chain }

  static let message = RuleMessage.main
}
