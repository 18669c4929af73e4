/// `timer_force_unwrap`: `timer!` on a name declared or assigned as a timer, where it can be nil:
/// not right after the function assigns it or checks it against nil.
struct ForceUnwrapRule: LintRule {
  let id = "timer_force_unwrap"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for k in 0..<file.count where file.isIdentifier(k) && file.is(k + 1, "!") && Self.isAttached(file, k) {
      let name = file.text(k)
      guard TimerKind.ofType(name) == nil, !file.isPunct(k - 1, ":"), !file.is(k - 1, "->"),
        !file.isPunct(k - 1, ".") || file.is(k - 2, "self"), let kind = context.timerKind(name, at: k),
        !isSetOrCheckedBefore(context, name: name, use: k)
      else { continue }
      let notes = [
        HitNote(message: "`\(name)` holds a \(Self.typeName(kind)), nil before it is set and after teardown")
      ]
      hits.append(RuleHit(k: k + 1, message: Self.message, notes: notes, subject: nil))
    }
    return hits
  }

  /// Whether the function around `use` assigns `name` or compares it with nil earlier.
  func isSetOrCheckedBefore(_ context: LintContext, name: String, use: Int) -> Bool {
    let file = context.file
    let f = context.structure.function(containing: use)
    guard f >= 0 else { return false }
    for k in (context.structure.scopes[f].open + 1)..<use where file.is(k, text: name) {
      if file.is(k + 1, "=") && file.kind(k + 1) == .operator { return true }
      if (file.is(k + 1, "==") || file.is(k + 1, "!=")) && file.is(k + 2, "nil") { return true }
      if file.is(k - 1, "let") || file.is(k - 1, "var") { return true }
    }
    return false
  }

  /// The token after `k` starts right where `k` ends (a postfix `!`).
  static func isAttached(_ file: SourceFile, _ k: Int) -> Bool {
    file.token(k).end == file.token(k + 1).start
  }

  static func typeName(_ kind: TimerKind) -> String {
    switch kind {
    case .foundation: "Timer"
    case .displayLink: "CADisplayLink"
    case .dispatch: "DispatchSourceTimer"
    }
  }

  static let message = RuleMessage.main
}
