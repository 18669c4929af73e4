/// The decision steps of `Classifier.steps`.
extension Classifier {
  static let messageAndFrameAgree = ClassifierStep(name: "message-and-frame-agree") { context in
    guard let match = context.messageMatch, let trap = context.trapFrame,
      match.pattern.frames.contains(context.names[trap].key)
    else { return nil }
    return Verdict(
      pattern: match.pattern.id, confidence: .high,
      why: "the libdispatch message and the trap frame both name it",
      evidence: [context.quote(trap), context.quote(match.message)],
      alternatives: context.alternatives(for: match.pattern, messageDecided: true),
      line: context.frames[trap].reportLine ?? match.message.line)
  }

  static let messageOnly = ClassifierStep(name: "message-only") { context in
    guard let match = context.messageMatch else { return nil }
    var evidence = [context.quote(match.message)]
    if let trap = context.trapFrame { evidence.append(context.quote(trap) + " (another pattern's frame)") }
    return Verdict(
      pattern: match.pattern.id, confidence: .medium,
      why: "the libdispatch message names it; no matching trap frame",
      evidence: evidence, alternatives: context.alternatives(for: match.pattern, messageDecided: true),
      line: match.message.line)
  }

  static let otherLibdispatchMessage = ClassifierStep(name: "other-libdispatch-message") { context in
    // A bare "BUG IN CLIENT OF LIBDISPATCH" (perhaps with "Abort Cause N") names no mechanism: it
    // supports a libdispatch trap but never decides against a timer trap frame.
    guard
      let message = context.report.messages.first(where: {
        $0.text.containsBytes("BUG IN CLIENT OF LIBDISPATCH") && !ClientMessage.isBare($0.text)
      })
    else { return nil }
    var evidence = [context.quote(message)]
    if let trap = context.trapFrame { evidence.append(context.quote(trap)) }
    return Verdict(
      pattern: PatternID.otherLibdispatch, confidence: .high,
      why: "a libdispatch client error that is not timer misuse",
      evidence: evidence, line: message.line, fix: otherLibdispatchFix)
  }

  static let otherLibdispatchFrame = ClassifierStep(name: "other-libdispatch-frame") { context in
    guard let trap = context.trapFrame,
      KnownFrames.otherLibdispatchTraps.contains(context.names[trap].key)
    else { return nil }
    return Verdict(
      pattern: PatternID.otherLibdispatch, confidence: .medium,
      why: "a libdispatch client trap that is not timer misuse",
      evidence: [context.quote(trap)], line: context.frames[trap].reportLine, fix: otherLibdispatchFix)
  }

  static let runLoopTimer = ClassifierStep(name: "runloop-timer") { context in
    guard context.trapFrame == nil else { return nil }
    let hit =
      context.crashedThreadHas(KnownFrames.runLoopTimer)
      ?? context.frames.firstIndex { $0.symbol?.containsBytes("__NSCFTimer") ?? false }
    guard let hit else { return nil }
    return Verdict(
      pattern: PatternID.none, confidence: .high,
      why:
        "a run-loop timer's callout is on the crashed thread, but the frames above it do not show the timer's own code crashing; not DispatchSourceTimer misuse",
      evidence: [context.quote(hit)], line: context.frames[hit].reportLine,
      fix:
        "not DispatchSourceTimer misuse: debug the crashed thread as usual, starting with the code the timer calls"
    )
  }

  static let frameOnly = ClassifierStep(name: "frame-only") { context in
    guard let trap = context.trapFrame, let pattern = primaryPattern(context) else { return nil }
    var evidence = [context.quote(trap)]
    var why = "the trap frame names it; no libdispatch message in the report"
    if let bare = context.report.messages.first(where: { ClientMessage.isBare($0.text) }) {
      evidence.append(context.quote(bare) + " (names no mechanism)")
      why = "the trap frame names it; the libdispatch message names no mechanism"
    }
    return Verdict(
      pattern: pattern.id, confidence: .medium,
      why: why,
      evidence: evidence,
      alternatives: context.alternatives(for: pattern, messageDecided: false),
      line: context.frames[trap].reportLine)
  }

  static let unreadableFrames = ClassifierStep(name: "unreadable-frames") { context in
    // Without frames "no timer pattern" would be a guess: a stack whose lines the readers did
    // not recognise is no evidence that the crash is elsewhere.
    guard context.frames.isEmpty else { return nil }
    return Verdict(
      pattern: PatternID.unknown, confidence: .low,
      why: "the report has no crashed-thread frames that could be read",
      evidence: [], line: nil,
      fix:
        "add the crashed thread's frame lines (or the whole report) and run triage again; timerdoctor decides from frames and libdispatch messages"
    )
  }

  static let unsymbolicatedLibdispatchTrap = ClassifierStep(name: "unsymbolicated-libdispatch-trap") {
    context in
    guard let top = context.frames.first, top.symbol == nil, context.frames.allSatisfy({ $0.symbol == nil }),
      let image = top.image, image.hasPrefix("libdispatch")
    else { return nil }
    let traps = ["EXC_BREAKPOINT", "SIGTRAP", "EXC_BAD_INSTRUCTION", "SIGILL"]
    guard let exception = context.report.exception, traps.contains(where: { exception.contains($0) }) else {
      return nil
    }
    return Verdict(
      pattern: PatternID.unknown, confidence: .low,
      why:
        "the frames are unsymbolicated; a trap in libdispatch (\(exception)) is a libdispatch client error, timer misuse or another",
      evidence: [context.quote(0) + " (unsymbolicated)", "exception: \(exception)"],
      line: top.reportLine,
      fix:
        "symbolicate the report (atos with the app's and the OS's dSYMs) and triage it again to tell which libdispatch misuse it is"
    )
  }

  static let noTimerPattern = ClassifierStep(name: "no-timer-pattern") { context in
    var evidence: [String] = []
    if !context.frames.isEmpty { evidence.append(context.quote(0)) }
    return Verdict(
      pattern: PatternID.none, confidence: .medium,
      why: "no libdispatch timer trap frame or message in the crashed thread",
      evidence: evidence, line: context.frames.first?.reportLine,
      fix: "not DispatchSourceTimer misuse: debug the crashed thread as usual")
  }

  static let otherLibdispatchFix =
    "not timer misuse: fix what the libdispatch message names (unbalanced dispatch_group_leave, "
    + "a semaphore disposed while waited on, dispatch_sync onto the current queue)"

  /// Among the patterns listing the trap frame, the one whose `also_consistent_with` covers
  /// the most of the others (the release family is shared by release_while_suspended and
  /// release_while_inactive; without a message the former covers both); ties by catalog order.
  static func primaryPattern(_ context: ClassificationContext) -> PatternSignatures.Pattern? {
    guard let key = context.trapKey else { return nil }
    return context.signatures.primary(forFrame: key)
  }
}
