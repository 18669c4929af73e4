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
  /// cancel on a freed source) or folklore: whatever the exception, they support a source used
  /// after free, never a misuse (`Classifier.sourceUsedAfterFree`).
  /// `_dispatch_source_dispose` is not here: it is a mis-symbolicated release trap and counts
  /// as the release family (docs/triage-facts.md §1).
  static let weak: Set<String> = ["dispatch_source_cancel", "dispatch_source_refs_t"]

  /// `.cold.N` stubs of these are normal code outlined, not traps (`dispatch_source_cancel.cold.2`).
  static let nonTrapColdStubs: Set<String> = ["dispatch_source_cancel"]

  /// The libdispatch manager thread on Linux; it starts when a source or timer is first armed.
  static let managerThread = "dispatch_mgr_thread"

  /// Where a run loop calls a timer's code: the callout and the Foundation trampolines above it
  /// (`performSelector:afterDelay:` fires through `__NSFireDelayedPerform`).
  static let runLoopTimerCallout: Set<String> = runLoopTimer.union(["NSFireDelayedPerform"])

  /// Where libdispatch calls a source's handler; `dispatch_after` blocks run from a timer too.
  static let sourceHandlerCallout: Set<String> = handlerInvocation.union(["dispatch_after_timer_callback"])

  /// A run loop running (a handler that spins one): what crashes above it was dispatched by
  /// that run loop, not by the timer below.
  static let runLoopRunning: Set<String> = [
    "CFRunLoopRun", "CFRunLoopRunSpecific", "CFRunLoopRunInMode", "CFRunLoopRunSpecificWithOptions",
  ]

  /// The Objective-C runtime sending a message or touching a reference count: a fault here is a
  /// message to a freed object.
  static let objcMessaging: Set<String> = [
    "objc_msgSend", "objc_msgSendSuper2", "objc_retain", "objc_release", "objc_loadWeakRetained",
    "objc_autorelease", "os_object_retain_internal", "os_object_release_internal",
  ]

  /// Frames that free an object: an object being released and destroyed crashed on the way.
  static func isDeallocation(_ key: String) -> Bool {
    key.hasSuffix(" dealloc]") || key.hasSuffix("deinit") || key.hasSuffix(".cxx_destruct]")
      || [
        "swift_release_dealloc", "object_dispose", "objc_destructInstance", "swift_deallocClassInstance",
        "timerRelease",
      ].contains(key)
  }

  /// The dispatch source calls whose code touches the source object: a memory fault in one is a
  /// source used after it was freed (or never made), not a libdispatch misuse check.
  static let sourceCalls: Set<String> = [
    "dispatch_source_cancel", "dispatch_source_set_timer", "dispatch_source_set_handler",
    "dispatch_source_set_event_handler", "dispatch_source_set_event_handler_f",
    "dispatch_source_set_cancel_handler", "dispatch_source_set_cancel_handler_f",
    "dispatch_source_handler_dispose", "dispatch_source_refs_t", "dispatch_source_testcancel",
    "dispatch_source_get_data",
  ]
}
