/// The refinements of `Classifier.refinements`.
extension Classifier {
  static let releaseWhileSuspended = "release_while_suspended"
  static let releaseWhileInactive = "release_while_inactive"
  static let resumeAfterCancel = "resume_after_cancel"
  static let cancelWhileSuspended = "cancel_while_suspended"

  /// Linux never prints "suspended" or "inactive". The libdispatch manager thread starts when
  /// a source or timer is first armed; a backtrace listing threads without it says no source
  /// was ever activated in the process, so the released object was most likely never activated.
  static let linuxNeverActivated = RefinementStep(name: "linux-no-manager-thread") { verdict, context in
    guard verdict.pattern == releaseWhileSuspended, verdict.reason.hasPrefix("frame-only"),
      context.report.format == .linux, context.signatures.pattern(releaseWhileInactive) != nil,
      context.report.listsAllThreads,
      !context.report.threads.contains(where: { thread in
        thread.frames.contains { $0.name.key == KnownFrames.managerThread }
      })
    else { return nil }
    var refined = verdict
    refined.pattern = releaseWhileInactive
    refined.confidence = .low
    refined.reason =
      "linux-no-manager-thread: no libdispatch manager thread, so no source was ever activated; "
      + "Linux cannot tell inactive from suspended"
    refined.alternatives =
      [releaseWhileSuspended] + verdict.alternatives.filter { $0 != releaseWhileInactive }
    refined.evidence.append("no thread runs _dispatch_mgr_thread")
    return refined
  }

  /// Over-resume traps the same way for queues and sources. On Linux a source's `resume()`
  /// goes through the `DispatchSource` witness; without it the object may be a queue.
  static let maybeQueue = RefinementStep(name: "maybe-queue") { verdict, context in
    guard verdict.pattern == resumeAfterCancel, context.report.format == .linux,
      !context.frames.contains(where: { ($0.symbol ?? "").containsBytes("DispatchSource") })
    else { return nil }
    var refined = verdict
    refined.confidence = .low
    refined.reason =
      "maybe-queue: over-resume frames, but no DispatchSource frame; the object may be an "
      + ".initiallyInactive DispatchQueue"
    refined.alternatives.append(Verdict.otherLibdispatch)
    return refined
  }

  /// Before iOS 11 (macOS 10.13) "Release of an inactive object" did not exist: a
  /// never-activated source was reported as "suspended", so the message cannot rule it out.
  static let oldOSSaysSuspended = RefinementStep(name: "old-os-says-suspended") { verdict, context in
    guard verdict.pattern == releaseWhileSuspended, !verdict.alternatives.contains(releaseWhileInactive),
      context.signatures.pattern(releaseWhileInactive) != nil, let os = context.report.os,
      OSVersion(os)?.predatesInactiveMessage == true
    else { return nil }
    var refined = verdict
    refined.alternatives.append(releaseWhileInactive)
    refined.evidence.append(
      "\(os) predates \"Release of an inactive object\"; it said \"suspended\" for both")
    return refined
  }

  /// `--source DIR`: the culprit is a `deinit` whose body calls `cancel()` on a
  /// DispatchSourceTimer property, so the release happened right after a cancel while
  /// suspended (TRIAGE.md §1, last row).
  static func sourceShowsCancel(_ index: DeinitCancelIndex) -> RefinementStep {
    RefinementStep(name: "source-shows-cancel") { verdict, context in
      guard verdict.pattern == releaseWhileSuspended, context.signatures.pattern(cancelWhileSuspended) != nil,
        let culprit = CulpritFinder.culprit(context, after: context.trapFrame)?.frame,
        let symbol = culprit.symbol,
        let hit = index.cancelInDeinit(symbol: symbol, file: culprit.file)
      else { return nil }
      var refined = verdict
      refined.pattern = cancelWhileSuspended
      refined.reason =
        "source-shows-cancel: \(symbol) calls cancel() (\(hit.file):\(hit.line)) and the release traps "
        + "as suspended: cancelled while suspended"
      refined.evidence.append("source: \(hit.file):\(hit.line): \(hit.text)")
      refined.alternatives =
        [releaseWhileSuspended] + verdict.alternatives.filter { $0 != cancelWhileSuspended }
      return refined
    }
  }
}
