/// Classifies one crash report: an explicit ordered list of small steps, then refinements.
struct Classifier: Sendable {
  let signatures: PatternSignatures
  /// The refinements, in order, applied to whatever the steps decided.
  let refinements: [RefinementStep]

  /// A classifier over `signatures`; `sourceIndex` (`--source DIR`, read once per run) enables
  /// the source refinement.
  init(signatures: PatternSignatures, sourceIndex: SourceQuery? = nil) {
    self.signatures = signatures
    var list: [RefinementStep] = [
      // Linux never prints the message; without a manager thread no source was ever armed.
      Self.linuxNeverActivated,
      // Over-resume frames are the same for queues and sources.
      Self.maybeQueue,
      // Before iOS 11 / macOS 10.13 libdispatch said "suspended" for inactive objects too.
      Self.oldOSSaysSuspended,
      // A misuse trap on an object the frames name a queue is not a timer's.
      Self.queueNotTimer,
    ]
    // Last: it only turns a release that is still `release_while_suspended` after the Linux
    // refinement (an inactive source was never suspended) into what the source code shows.
    if let sourceIndex { list.append(Self.sourceShowsCancel(sourceIndex)) }
    refinements = list
  }

  /// The verdict for a report: the first step that decides, then every refinement in order.
  func classify(_ context: ClassificationContext) -> Verdict {
    var verdict =
      Self.steps.lazy.compactMap { step in step.decide(context).map { $0.stamped(step.name) } }.first
      ?? Verdict(
        pattern: PatternID.none, confidence: .low, step: "no-step-decided", why: "no step decided",
        evidence: [])
    for step in refinements {
      guard let refined = step.refine(verdict, context) else { continue }
      // A refinement that only adds evidence or alternatives keeps the deciding step's reason.
      verdict = refined.why == verdict.why ? refined : refined.stamped(step.name)
    }
    return verdict
  }

  /// The decision steps, in order. The first that returns a verdict wins.
  static let steps: [ClassifierStep] = [
    // 1. The strongest evidence: the libdispatch message and the trap frame name the same pattern.
    messageAndFrameAgree,
    // 2. A pattern message alone is enough (renderers may drop frames); after 1, which is the
    //    stronger form of the same evidence.
    messageOnly,
    // 3. Another "BUG IN CLIENT OF LIBDISPATCH" message. Must run after 1-2 (pattern messages
    //    share the prefix) and before the frame steps: "Over-resume of an inactive object" (an
    //    .initiallyInactive queue) traps in the same `_dispatch_lane_resume` as over-resume.
    otherLibdispatchMessage,
    // 4. The trap frame is another libdispatch client trap (`dispatch_group_leave`, ...).
    otherLibdispatchFrame,
    // 5. Crashes in timer code that are not misuse (`Rules/` has each): a source call faulting
    //    on a freed source (a weak frame's pattern only an alternative); an
    //    object freed by the timer's release; the handler's own bug; a run-loop timer firing into
    //    a freed object. The release is a crash in the handler too, so it goes first.
    sourceUsedAfterFree,
    timerReleasedInHandler,
    timerHandlerCrash,
    timerSelectorNotRecognized,
    timerTargetFreed,
    // 6. Other RunLoop timer crashes (`__NSFireTimer`): never DispatchSourceTimer misuse.
    runLoopTimer,
    // 7. A trap frame alone. (A weak frame, one libdispatch checks no misuse in, never gets here:
    //    step 5 makes it a source used after free, with the pattern as an alternative.)
    frameOnly,
    // 8. No frames were read: no verdict either way (a message alone decided in 1-4 already).
    unreadableFrames,
    // 9. Unsymbolicated frames (MetricKit) with libdispatch on top: a client trap, but which one
    //     the frames cannot say. Before 10, which would call it no timer pattern.
    unsymbolicatedLibdispatchTrap,
    // 10. Nothing points at a timer pattern.
    noTimerPattern,
  ]

}
