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
    // 5. A crash inside a timer's event handler: app code on top, libdispatch's handler
    //    invocation below it. Before the frame steps only for clarity: they look above the
    //    app code, where a handler crash has no trap frame.
    handlerCrash,
    // 6. RunLoop timers (`__NSFireTimer`): a different mechanism, never DispatchSourceTimer misuse.
    runLoopTimer,
    // 7. Weak frames (no misuse check in libdispatch) give low confidence. Must run before 8,
    //    which would give them medium.
    weakFrame,
    // 8. A trap frame alone.
    frameOnly,
    // 9. No frames were read: no verdict either way (a message alone decided in 1-4 already).
    unreadableFrames,
    // 10. Unsymbolicated frames (MetricKit) with libdispatch on top: a client trap, but which one
    //     the frames cannot say. Before 11, which would call it no timer pattern.
    unsymbolicatedLibdispatchTrap,
    // 11. Nothing points at a timer pattern.
    noTimerPattern,
  ]

}
