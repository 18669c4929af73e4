/// The pattern ids the classifier names in code: the catalog's crash entries it reasons about
/// (a test checks they exist in Rules/) and the two verdicts that have no entry.
enum PatternID {
  static let releaseWhileSuspended = "release_while_suspended"
  static let releaseWhileInactive = "release_while_inactive"
  static let resumeAfterCancel = "resume_after_cancel"
  static let cancelWhileSuspended = "cancel_while_suspended"
  /// The crash entries above, for the catalog test.
  static let catalogued = [
    releaseWhileSuspended, releaseWhileInactive, resumeAfterCancel, cancelWhileSuspended,
  ]

  /// No timer pattern.
  static let none = "none"
  /// A libdispatch client crash that is not timer misuse.
  static let otherLibdispatch = "other_libdispatch"
  /// A crash report whose crashed thread's frames could not be read: no verdict either way.
  static let unknown = "unknown"
}
