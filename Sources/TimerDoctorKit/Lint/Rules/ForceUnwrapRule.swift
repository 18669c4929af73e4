/// `timer_force_unwrap`: `timer!.`, `displayLink!` and implicitly unwrapped timer properties.
struct ForceUnwrapRule: LintRule {
  let id = "timer_force_unwrap"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for declaration in context.facts.declarations where declaration.type >= 0 {
      let type = declaration.type
      if TimerKind.ofType(file.text(type)) != nil, file.is(type + 1, "!"), isAttached(file, type) {
        hits.append(RuleHit(k: type + 1, message: Self.declarationMessage))
      }
    }
    for k in 0..<file.count where file.isIdentifier(k) && file.is(k + 1, "!") && isAttached(file, k) {
      let name = file.text(k)
      guard TimerKind.ofType(name) == nil, !file.isPunct(k - 1, ":"), !file.is(k - 1, "->") else { continue }
      if context.isTimerName(name, at: k) {
        hits.append(RuleHit(k: k + 1, message: Self.useMessage))
      }
    }
    return hits
  }

  /// The token after `k` starts right where `k` ends (a postfix `!`).
  func isAttached(_ file: SourceFile, _ k: Int) -> Bool { file.token(k).end == file.token(k + 1).start }

  static let declarationMessage =
    "implicitly unwrapped timer crashes when used before it is set or after teardown: declare it optional and use timer?."
  static let useMessage =
    "force-unwrapped timer crashes when it is nil: use optional chaining (timer?.invalidate()) or if let"
}
