/// The unsafe fix of `timer_replaced_without_invalidate`: the old timer stopped on the line
/// before the assignment. Unsafe: code may rely on the old timer running until it fires.
extension ReplacedWithoutInvalidateRule {
  /// `timer?.invalidate()` (`cancel()` for a dispatch source, `.` for a property that is not
  /// optional) inserted before the assignment at `name`, when this file declares the property
  /// in `type` and the assignment starts its line.
  func stopOldFix(_ context: LintContext, name: Int, property: String, type: String, kind: TimerKind)
    -> FixPlan?
  {
    let file = context.file
    guard let start = context.assigneeStart(name: name), context.startsStatement(start),
      context.isFirstOnLine(start),
      let declaration = context.facts.declarations.first(where: {
        $0.isProperty && $0.text == property && context.typeName(around: $0.keyword) == type
      })
    else { return nil }
    // The annotation runs to the end of its line, or to `=` or `{`.
    var optional = false
    if var last = declaration.type {
      while last + 1 < file.count, !context.isOnLaterLine(last + 1, than: last),
        !file.is(last + 1, "="), !file.isPunct(last + 1, "{"), !file.isPunct(last + 1, ";")
      {
        last += 1
      }
      optional = file.is(last, "?") || file.is(last, "!")
    }
    let stop =
      "\(file.text(of: start..<(name + 1)))\(optional ? "?" : "").\(kind == .dispatch ? "cancel" : "invalidate")()"
    let insertion = stop + context.lineBreak + context.indentation(ofLineAt: start)
    let offset = Int(file.token(start).start)
    return FixPlan(
      safety: .unsafe, summary: "stop the old timer first: `\(stop)`",
      edits: [SourceEdit(range: offset..<offset, text: insertion)])
  }
}
