/// One small classifier step: a name (stamped into the verdict by `Classifier` and shown as
/// the confidence reason) and a decision that
/// either settles the verdict or passes (nil) to the next step.
struct ClassifierStep: Sendable {
  let name: String
  let decide: @Sendable (ClassificationContext) -> Verdict?
}
