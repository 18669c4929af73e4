/// Whether a lint fix changes behaviour only in the way its rule asks (`safe`, applied by
/// `--fix`) or may change more (`unsafe`, applied only with `--fix --unsafe-fixes`).
public enum FixSafety: String, Codable, Hashable, Sendable, Comparable {
  case safe
  case unsafe

  /// The options that apply a fix of this safety.
  public var options: String { self == .safe ? "--fix" : "--fix --unsafe-fixes" }

  /// `safe` comes before `unsafe`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .safe && rhs == .unsafe }
}
