/// A step that adjusts a verdict already reached (e.g. with `--source`), or passes (nil);
/// `Classifier` stamps its name into a verdict whose why it changed.
struct RefinementStep: Sendable {
  let name: String
  let refine: @Sendable (Verdict, ClassificationContext) -> Verdict?
}
