/// The timer families the rules know.
enum TimerKind: Sendable, Equatable {
  /// `Timer` / `NSTimer`, driven by a run loop.
  case foundation
  /// `CADisplayLink`, driven by a run loop.
  case displayLink
  /// `DispatchSourceTimer`, driven by a dispatch queue.
  case dispatch

  /// The timer kind a type name denotes, e.g. `Timer` or `DispatchSourceTimer`.
  static func ofType(_ name: String) -> TimerKind? {
    switch name {
    case "Timer", "NSTimer": .foundation
    case "CADisplayLink": .displayLink
    case "DispatchSourceTimer": .dispatch
    default: nil
    }
  }
}
