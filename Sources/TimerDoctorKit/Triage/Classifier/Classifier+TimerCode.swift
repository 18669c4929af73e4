/// The decision steps for crashes in timer code that are not misuse of the timer: a source used
/// after it was freed, an object freed by the timer's release, a bug in the handler, a run-loop
/// timer firing into a freed object. Each names what its frames show and nothing more.
extension Classifier {
  /// A dispatch source call that reads the source object (`cancel`, `setEventHandler`, ...) on
  /// top, faulting: the object was freed, never made or overwritten. These calls have no misuse
  /// check, so the misuse pattern that lists the frame is only an alternative.
  static let sourceUsedAfterFree = ClassifierStep(name: "source-used-after-free") { context in
    // The call is on top, or under the runtime's reference counting of the object it was given;
    // a `.cold.N` stub of it is outlined normal code, not where it faulted.
    let top = context.firstAppFrame ?? context.frames.count
    guard
      let call = (0..<top).first(where: { index in
        let name = context.names[index]
        return !KnownFrames.objcMessaging.contains(name.key)
      }), KnownFrames.sourceCalls.contains(context.names[call].key), !context.names[call].isCold
    else { return nil }
    // A call with no check at all cannot trap: a trap reported there is a mis-symbolicated frame
    // or a corrupt object, and the frame still supports nothing more.
    let weak = KnownFrames.weak.contains(context.names[call].key)
    guard weak || context.isMemoryFault || !context.namesException else { return nil }
    let key = context.names[call].key
    var evidence = [context.quote(call)]
    let why: String
    let confidence: Confidence
    if let zombie = context.sentToFreedObject {
      evidence.append(context.quote(zombie))
      why = "\(key) sent a message to a freed dispatch object"
      confidence = .high
    } else if context.isMemoryFault, let exception = context.report.exception {
      why =
        "\(key) faulted on the source object (\(exception)); it has no misuse check, so the source was freed or never valid"
      confidence = .medium
    } else if let exception = context.report.exception {
      why =
        "\(key) has no misuse check, yet the report shows \(exception) there: a corrupt source or a mis-symbolicated frame; the frame supports no misuse"
      confidence = .low
    } else {
      why =
        "\(key) is on top and the report names no exception; the call has no misuse check, so a crash there means the source was freed or never valid"
      confidence = .low
    }
    return Verdict(
      pattern: PatternID.sourceUsedAfterFree, confidence: confidence, why: why, evidence: evidence,
      alternatives: context.signatures.patterns(forFrame: key).map(\.id),
      line: context.frames[call].reportLine)
  }

  /// An object destroyed inside a timer's callout (the timer releasing its target, or a handler
  /// that stops its timer) crashing on the way: the thread shows the release coming from the timer.
  static let timerReleasedInHandler = ClassifierStep(name: "timer-released-in-handler") { context in
    guard context.trapFrame == nil, let entry = context.timerEntry,
      let freeing = (0..<entry.index).first(where: { KnownFrames.isDeallocation(context.names[$0].key) }),
      let release = ((freeing + 1)..<entry.index).first(where: { index in
        let key = context.names[index].key
        return key == "timerRelease" || key.hasSuffix("invalidate]") || key == "dispatch_source_cancel"
          || (ImageKind.isApp(context.frames[index], in: context.report) && Self.stopsATimer(key))
      })
    else { return nil }
    let systemShowsIt = !ImageKind.isApp(context.frames[release], in: context.report)
    return Verdict(
      pattern: PatternID.timerReleasedInHandler, confidence: systemShowsIt ? .high : .medium,
      why:
        "an object freed inside the timer's callout crashed while being destroyed (frame \(freeing)), released by frame \(release)",
      evidence: [context.quote(freeing), context.quote(release), context.quote(entry.index)],
      line: context.frames[freeing].reportLine)
  }

  /// A crash in the app's own code that a timer called: the handler is the culprit. Unsymbolicated
  /// code above a run-loop timer is not enough: engines (Flutter, JavaScriptCore) drive their
  /// own event loops from a run-loop timer, and their frames look the same without symbols.
  static let timerHandlerCrash = ClassifierStep(name: "timer-handler-crash") { context in
    guard context.trapFrame == nil, let entry = context.timerEntry, let handler = entry.appFrames.last
    else { return nil }
    let symbolicated = !(context.frames[handler].symbol ?? "").isEmpty
    guard symbolicated || !entry.isRunLoop else { return nil }
    let caller = entry.isRunLoop ? "a run-loop timer" : "libdispatch, as a dispatch source's handler,"
    var evidence = [context.quote(handler), context.quote(entry.index)]
    if handler != 0 { evidence.insert(context.quote(0), at: 0) }
    return Verdict(
      pattern: PatternID.timerHandlerCrash, confidence: symbolicated ? .high : .medium,
      why: "the crash is in app code that \(caller) called (frame \(handler) above frame \(entry.index))"
        + (symbolicated ? "" : "; the app frames are not symbolicated"),
      evidence: evidence, line: context.frames[handler].reportLine)
  }

  /// A run-loop timer that sent its selector to a target that does not implement it: the
  /// handler the timer names does not exist there (a wrong selector, or a target freed and its
  /// memory reused by another object).
  static let timerSelectorNotRecognized = ClassifierStep(name: "timer-selector-not-recognized") { context in
    guard context.trapFrame == nil, let entry = context.timerEntry, entry.isRunLoop, entry.appFrames.isEmpty,
      let refusal = (0..<entry.index).first(where: {
        context.names[$0].key.hasSuffix("doesNotRecognizeSelector:]")
      })
    else { return nil }
    var evidence = [context.quote(refusal), context.quote(entry.index)]
    if let message = context.report.messages.first(where: { $0.text.containsBytes("unrecognized selector") })
    {
      evidence.append(context.quote(message))
    }
    return Verdict(
      pattern: PatternID.timerHandlerCrash, confidence: .medium,
      why:
        "the timer (frame \(entry.index)) sent its selector to a target that does not implement it (frame \(refusal)): a wrong selector, or a target freed and its memory reused",
      evidence: evidence, line: context.frames[refusal].reportLine)
  }

  /// A run-loop timer's callout with only system code above it, faulting: what it fires into
  /// (its target, or the state a system timer keeps) was freed.
  static let timerTargetFreed = ClassifierStep(name: "timer-target-freed") { context in
    let messaging = context.names.first.map { KnownFrames.objcMessaging.contains($0.key) } ?? false
    guard context.trapFrame == nil, let entry = context.timerEntry, entry.isRunLoop, entry.appFrames.isEmpty,
      context.isMemoryFault || (messaging && !context.namesException)
    else { return nil }
    var evidence = [context.quote(0), context.quote(entry.index)]
    if let zombie = context.sentToFreedObject { evidence.append(context.quote(zombie)) }
    let why =
      messaging
      ? "a run-loop timer fired (frame \(entry.index)) and the message it sent faulted (frame 0): the object it fires into was freed"
      : "a run-loop timer fired (frame \(entry.index)) and the system code it called faulted: the state it fires into was freed"
    return Verdict(
      pattern: PatternID.timerTargetFreed,
      confidence: messaging && context.isMemoryFault ? .high : .medium, why: why, evidence: evidence,
      line: context.frames[0].reportLine)
  }

  /// Whether an app function's name says it stops a timer (`stopTimer()`, `invalidateTimer`).
  static func stopsATimer(_ key: String) -> Bool {
    let name = key.lowercased()
    return ["stop", "invalidate", "cancel", "teardown", "tear"].contains { name.contains($0) }
  }
}
