/// How serious a finding is. Ordered: `info` < `warning` < `error`.
public enum Severity: String, Codable, CaseIterable, Comparable, Sendable {
  /// Worth knowing; never fails a build.
  case info
  /// Fails a build only with `--strict`.
  case warning
  /// Fails a build.
  case error

  /// The position in the ordering, lowest first.
  private var rank: Int {
    switch self {
    case .info: 0
    case .warning: 1
    case .error: 2
    }
  }

  /// Orders severities by rank.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs.rank < rhs.rank
  }
}
