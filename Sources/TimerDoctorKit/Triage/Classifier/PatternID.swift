/// The pattern ids the classifier names in code: the catalog's crash entries it reasons about
/// (a test checks they exist in Rules/) and the two verdicts that have no entry.
enum PatternID {
  static let releaseWhileSuspended = "release_while_suspended"
  static let releaseWhileInactive = "release_while_inactive"
  static let resumeAfterCancel = "resume_after_cancel"
  static let cancelWhileSuspended = "cancel_while_suspended"
  /// A dispatch source call faulting on a freed source (crash in timer code, not misuse).
  static let sourceUsedAfterFree = "dispatch_source_used_after_free"
  /// An object freed by a timer's release, or by a handler stopping its timer, crashing.
  static let timerReleasedInHandler = "timer_released_in_handler"
  /// A bug in a timer's or dispatch source's handler.
  static let timerHandlerCrash = "timer_handler_crash"
  /// A run-loop timer firing into a freed object.
  static let timerTargetFreed = "timer_target_freed"
  /// The crashes in timer code that are not misuse of the timer.
  static let timerCode = [sourceUsedAfterFree, timerReleasedInHandler, timerHandlerCrash, timerTargetFreed]

  /// The crash entries above, for the catalog test.
  static let catalogued =
    [releaseWhileSuspended, releaseWhileInactive, resumeAfterCancel, cancelWhileSuspended] + timerCode

  /// No timer pattern.
  static let none = "none"
  /// A libdispatch client crash that is not timer misuse.
  static let otherLibdispatch = "other_libdispatch"
  /// A crash report whose crashed thread's frames could not be read: no verdict either way.
  static let unknown = "unknown"
}
