/// A timer creation in code: `Timer(...)`, `Timer.scheduledTimer(...)`, `CADisplayLink(...)`,
/// `DispatchSource.makeTimerSource(...)`.
struct TimerCreation: Sendable {
  /// What kind of timer it makes.
  var kind: TimerKind
  /// Code index of the creating name (`Timer`, `scheduledTimer`, `CADisplayLink`, `makeTimerSource`).
  var name: Int
  /// Code index of the call's `(`.
  var open: Int
}
