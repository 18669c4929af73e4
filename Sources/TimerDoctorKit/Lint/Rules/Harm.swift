/// What a rule hit's evidence shows. It is the only input to a finding's severity (besides a
/// configured override): "is the anti-pattern there?" and "is it a bug here?" are two questions.
enum Harm: Sendable, Equatable, CaseIterable {
  /// The code makes a libdispatch trap certain (in one function, or along a path the facts prove).
  case crash
  /// The facts show harm: a leak, a timer that never fires or never stops, a cycle, a freeze a
  /// user sees, a race on state the handler writes.
  case bug
  /// The anti-pattern is present; the facts do not show harm here.
  case pattern

  /// Most harmful first: `crash` 0, `bug` 1, `pattern` 2.
  var order: Int {
    switch self {
    case .crash: 0
    case .bug: 1
    case .pattern: 2
    }
  }

  /// The severity this harm is reported at: `error`, `warning`, `info`.
  var severity: Severity {
    switch self {
    case .crash: .error
    case .bug: .warning
    case .pattern: .info
    }
  }
}
