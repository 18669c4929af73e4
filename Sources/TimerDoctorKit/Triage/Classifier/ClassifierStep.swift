/// One small classifier step: a name (shown as the confidence reason) and a decision that
/// either settles the verdict or passes (nil) to the next step.
struct ClassifierStep: Sendable {
  let name: String
  let decide: @Sendable (ClassificationContext) -> Verdict?
}

/// A step that adjusts a verdict already reached (e.g. with `--source`), or passes (nil).
struct RefinementStep: Sendable {
  let name: String
  let refine: @Sendable (Verdict, ClassificationContext) -> Verdict?
}
