/// What the classifier concluded about one report.
struct Verdict: Sendable {
  /// A pattern id, `other_libdispatch` or `none`.
  var pattern: String
  var confidence: Confidence
  /// The name of the step whose reasoning the verdict states (the deciding step, or a
  /// refinement that changed the why); stamped by `Classifier`.
  var step = ""
  /// Why, in words, without the step name.
  var why: String
  /// Quoted frames and messages.
  var evidence: [String]
  var alternatives: [String] = []
  /// 1-based report line of the main evidence, when known.
  var line: Int?
  /// What to do, for verdicts with no catalog entry to `explain` (`none`, `other_libdispatch`).
  var fix: String?

  /// `<step>: <why>`, the confidence reason shown to the user.
  var reason: String { "\(step): \(why)" }

  /// The verdict with `step` as its step.
  func stamped(_ step: String) -> Verdict {
    var copy = self
    copy.step = step
    return copy
  }
}
