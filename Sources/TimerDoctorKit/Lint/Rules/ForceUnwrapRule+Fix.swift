/// The safe fix of `timer_force_unwrap`: `timer!.method()` as a statement of its own becomes
/// `timer?.method()`, which does nothing when the timer is nil instead of trapping.
extension ForceUnwrapRule {
  /// The fix for the `!` at `bang` after the name at `name`; `nil` when the unwrapped value is
  /// used (an argument, an assignment, a returned or compared value): what nil should do there
  /// is not mechanical.
  func optionalChainingFix(_ context: LintContext, name: Int, bang: Int) -> FixPlan? {
    let file = context.file
    let start = file.isPunct(name - 1, ".") ? name - 2 : name
    guard file.isPunct(bang + 1, "."), file.isIdentifier(bang + 2), let end = context.callEnd(name: bang + 2),
      context.startsStatement(start), context.endsStatement(end)
    else { return nil }
    let (timer, member) = (file.text(name), file.text(bang + 2))
    return FixPlan(
      safety: .safe, summary: "`\(timer)!.\(member)` to `\(timer)?.\(member)`",
      edits: [context.edit(replacing: bang...bang, with: "?")])
  }
}
