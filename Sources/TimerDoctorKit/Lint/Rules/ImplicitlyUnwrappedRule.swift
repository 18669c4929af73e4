/// `timer_implicitly_unwrapped` (opt-in, style): a timer declared `Timer!` / `DispatchSourceTimer!`.
struct ImplicitlyUnwrappedRule: LintRule {
  let id = "timer_implicitly_unwrapped"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for declaration in context.facts.declarations {
      guard let type = declaration.type, let kind = TimerKind.ofType(file.text(type)), file.is(type + 1, "!"),
        ForceUnwrapRule.isAttached(file, type)
      else { continue }
      let notes = [HitNote(message: "declared `\(ForceUnwrapRule.typeName(kind))!`", codeIndex: type)]
      hits.append(RuleHit(codeIndex: type + 1, message: Self.message, harm: .pattern, notes: notes))
    }
    return hits
  }

  static let message = RuleMessage.main
}
