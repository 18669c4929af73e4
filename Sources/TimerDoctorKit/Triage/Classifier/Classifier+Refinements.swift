/// The refinements of `Classifier.refinements`.
extension Classifier {
  /// Linux never prints "suspended" or "inactive". The libdispatch manager thread starts when
  /// a source or timer is first armed; a backtrace listing threads without it says no source
  /// was ever activated in the process, so the released object was most likely never activated.
  static let linuxNeverActivated = RefinementStep(name: "linux-no-manager-thread") { verdict, context in
    guard verdict.pattern == PatternID.releaseWhileSuspended, verdict.step == frameOnly.name,
      context.report.format == .linux, context.signatures.pattern(PatternID.releaseWhileInactive) != nil,
      context.report.listsAllThreads,
      !context.report.threads.contains(where: { thread in
        thread.frames.contains { $0.name.key == KnownFrames.managerThread }
      })
    else { return nil }
    var refined = verdict
    refined.pattern = PatternID.releaseWhileInactive
    refined.confidence = .low
    refined.why =
      "no libdispatch manager thread, so no source was ever activated; "
      + "Linux cannot tell inactive from suspended"
    refined.alternatives =
      [PatternID.releaseWhileSuspended] + verdict.alternatives.filter { $0 != PatternID.releaseWhileInactive }
    refined.evidence.append("no thread runs _dispatch_mgr_thread")
    return refined
  }

  /// Over-resume traps the same way for queues and sources. On Linux a source's `resume()`
  /// goes through the `DispatchSource` witness; without it the object may be a queue.
  static let maybeQueue = RefinementStep(name: "maybe-queue") { verdict, context in
    guard verdict.pattern == PatternID.resumeAfterCancel, context.report.format == .linux,
      !context.frames.contains(where: { ($0.symbol ?? "").containsBytes("DispatchSource") })
    else { return nil }
    var refined = verdict
    refined.confidence = .low
    refined.why =
      "over-resume frames, but no DispatchSource frame; the object may be an "
      + ".initiallyInactive DispatchQueue"
    refined.alternatives.append(PatternID.otherLibdispatch)
    return refined
  }

  /// A misuse trap whose frames name a dispatch queue (`-[OS_dispatch_queue _xref_dispose]`) and
  /// no source: libdispatch prints the same messages for queues, so it is a queue's misuse, not
  /// a timer's.
  static let queueNotTimer = RefinementStep(name: "queue-not-timer") { verdict, context in
    guard context.signatures.pattern(verdict.pattern)?.severity == .error,
      context.dispatchObjectKind == .queue,
      let queue = context.names.firstIndex(where: { $0.key.contains("OS_dispatch_queue") })
    else { return nil }
    var refined = verdict
    refined.alternatives = [verdict.pattern]
    refined.pattern = PatternID.otherLibdispatch
    refined.why = "the frames name a dispatch queue (frame \(queue)) and no source: the misuse is a queue's"
    refined.evidence.append(context.quote(queue))
    refined.fix = otherLibdispatchFix
    return refined
  }

  /// Before iOS 11 (macOS 10.13) "Release of an inactive object" did not exist: a
  /// never-activated source was reported as "suspended", so the message cannot rule it out.
  static let oldOSSaysSuspended = RefinementStep(name: "old-os-says-suspended") { verdict, context in
    guard verdict.pattern == PatternID.releaseWhileSuspended,
      !verdict.alternatives.contains(PatternID.releaseWhileInactive),
      context.signatures.pattern(PatternID.releaseWhileInactive) != nil, let os = context.report.os,
      OSVersion(os)?.predatesInactiveMessage == true
    else { return nil }
    var refined = verdict
    refined.alternatives.append(PatternID.releaseWhileInactive)
    refined.evidence.append(
      "\(os) predates \"Release of an inactive object\"; it said \"suspended\" for both")
    return refined
  }

  /// `--source DIR`: the culprit is a `deinit` whose body calls `cancel()` on a
  /// DispatchSourceTimer property, so the release happened right after a cancel while
  /// suspended (docs/triage-facts.md §1, last row).
  static func sourceShowsCancel(_ index: SourceQuery) -> RefinementStep {
    RefinementStep(name: "source-shows-cancel") { verdict, context in
      guard verdict.pattern == PatternID.releaseWhileSuspended,
        context.signatures.pattern(PatternID.cancelWhileSuspended) != nil,
        let culprit = CulpritFinder.culprit(context, after: context.trapFrame)?.frame,
        let symbol = culprit.symbol,
        let hit = index.cancelInDeinit(symbol: symbol, file: culprit.file)
      else { return nil }
      var refined = verdict
      refined.pattern = PatternID.cancelWhileSuspended
      refined.why =
        "\(symbol) calls cancel() (\(hit.file):\(hit.line)) and the release traps "
        + "as suspended: cancelled while suspended"
      refined.evidence.append("source: \(hit.file):\(hit.line): \(hit.text)")
      refined.alternatives =
        [PatternID.releaseWhileSuspended]
        + verdict.alternatives.filter { $0 != PatternID.cancelWhileSuspended }
      return refined
    }
  }
}
