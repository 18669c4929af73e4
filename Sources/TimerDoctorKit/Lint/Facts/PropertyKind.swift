/// What a stored property holds, as far as its declaration and assignments show.
enum PropertyKind: Sendable, Equatable {
  /// A `Timer`, `CADisplayLink` or `DispatchSourceTimer`.
  case timer(TimerKind)
  /// A value of function type (`let block: () -> Void`): passing it captures nothing.
  case closure
  /// A declared type that is not a timer (`MyTimer`, `Int`): never treated as a timer.
  case other
  /// No type annotation and an initialiser the linter cannot read.
  case unknown

  /// The timer kind, when the property holds a timer.
  var timerKind: TimerKind? {
    if case .timer(let kind) = self { kind } else { nil }
  }
}
