/// What the classifier concluded about one report.
struct Verdict: Sendable {
  /// A pattern id, `other_libdispatch` or `none`.
  var pattern: String
  var confidence: Confidence
  /// `<step>: <why>`, the step that decided.
  var reason: String
  /// Quoted frames and messages.
  var evidence: [String]
  var alternatives: [String] = []
  /// 1-based report line of the main evidence, when known.
  var line: Int?
  /// What to do, for verdicts with no catalog entry to `explain` (`none`, `other_libdispatch`).
  var fix: String?

  /// The id for "no timer pattern".
  static let nonePattern = "none"
  /// The id for libdispatch client crashes that are not timer misuse.
  static let otherLibdispatch = "other_libdispatch"
}
