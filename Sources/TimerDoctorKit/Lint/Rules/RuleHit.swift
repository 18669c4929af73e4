/// A rule's raw finding: where (a code index) and what to do.
struct RuleHit: Sendable, Equatable {
  /// The code index the finding points at.
  var k: Int
  /// One line naming the problem and the fix.
  var message: String
  /// A severity that overrides the catalog default (e.g. `info` for a parked worker thread).
  var severity: Severity? = nil
}
