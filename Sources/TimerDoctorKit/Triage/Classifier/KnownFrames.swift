/// Frame keys (normalised, see `FrameName`) that are facts about libdispatch and the
/// Objective-C runtime rather than pattern signatures, so they live in code (docs/triage-facts.md §1-2).
enum KnownFrames {
  /// Other libdispatch client traps: "BUG IN CLIENT OF LIBDISPATCH" but not timer misuse.
  static let otherLibdispatchTraps: Set<String> = [
    "dispatch_group_leave", "dispatch_group_dispose", "dispatch_semaphore_dispose",
    "dispatch_semaphore_signal_slow", "DISPATCH_WAIT_FOR_QUEUE__", "dispatch_sync_f_slow",
    "dispatch_assert_queue_fail", "dispatch_assert_queue", "dispatch_assert_queue_not",
    "dispatch_assert_queue_barrier", "dispatch_queue_cleanup2", "dispatch_once_wait",
    "dispatch_lane_resume_activate", "dispatch_queue_set_target_queue",
  ]

  /// A crash *inside* a timer's event handler has these below the app code.
  static let handlerInvocation: Set<String> = [
    "dispatch_source_latch_and_call", "dispatch_source_invoke",
  ]

  /// RunLoop timers (`Timer`/`NSTimer`): a different mechanism, not DispatchSourceTimer.
  static let runLoopTimer: Set<String> = [
    "NSFireTimer", "CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION__", "CFRunLoopDoTimer",
    "CFRunLoopDoTimers",
  ]

  /// Frames with no misuse check in libdispatch that only appear through memory faults (a
  /// cancel on a freed source) or folklore, so a match is weak evidence (low confidence).
  /// `_dispatch_source_dispose` is not here: it is a mis-symbolicated release trap and counts
  /// as the release family (docs/triage-facts.md §1).
  static let weak: Set<String> = ["dispatch_source_cancel", "dispatch_source_refs_t"]

  /// `.cold.N` stubs of these are normal code outlined, not traps (`dispatch_source_cancel.cold.2`).
  static let nonTrapColdStubs: Set<String> = ["dispatch_source_cancel"]

  /// The libdispatch manager thread on Linux; it starts when a source or timer is first armed.
  static let managerThread = "dispatch_mgr_thread"
}
