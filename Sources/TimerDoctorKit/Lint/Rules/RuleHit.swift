/// A rule's raw finding: where (a code index), what to do, and the facts it used.
struct RuleHit: Sendable, Equatable {
  /// The code index the finding points at.
  var codeIndex: Int
  /// Which of the rule's messages (their text is in the rule's `Rules/` entry).
  var message: RuleMessage
  /// What the evidence shows, which sets the finding's severity (`SeverityPolicy`).
  var harm: Harm
  /// The facts the rule used, shown as notes ("repeating (line 12)", "never invalidated in `Poller`").
  var notes: [HitNote] = []
  /// What the finding is about (`Poller.poll`, or a creation's code index): hits of several rules
  /// about one subject are one root cause, reported once by the most specific rule.
  var subject: String? = nil
  /// The mechanical fix, when the rule has one for this hit (`lint --fix`).
  var fix: FixPlan? = nil
}
