/// `timer_local_dispatch_source`: a `DispatchSourceTimer` held only in a local variable.
struct LocalDispatchSourceRule: LintRule {
  let id = "timer_local_dispatch_source"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    // Built once per file, and only when a local dispatch timer exists: each timer then checks
    // its own name's occurrences instead of rescanning the rest of its function.
    var hatches: [Int]?
    for declaration in context.facts.declarations where !declaration.isProperty {
      guard let initializer = declaration.initializer,
        let creation = context.reader.timerCreation(at: initializer),
        creation.kind == .dispatch
      else { continue }
      guard let unit = context.unit(declaration.keyword) else { continue }
      if hatches == nil { hatches = escapeHatches(context) }
      let span = creation.open..<context.structure.scopes[unit].close
      // `dispatchMain()`, `RunLoop.run()` or `.wait()` keep the scope alive.
      var escapes = hatches!.contains { span.contains($0) }
      for codeIndex in context.occurrences(of: declaration.text) where !escapes && span.contains(codeIndex) {
        guard !file.isPunct(codeIndex - 1, ".") else { continue }
        var next = codeIndex + 1
        while file.is(next, "?") || file.is(next, "!") { next += 1 }
        // A method value (`AnyCancellable(timer.cancel)`) keeps the source alive in its holder.
        let isMethodValue =
          file.isPunct(next, ".") && (file.isPunct(next + 2, ")") || file.isPunct(next + 2, ","))
        escapes = !file.isPunct(next, ".") || isMethodValue || context.unit(codeIndex) != unit
      }
      if !escapes { hits.append(RuleHit(codeIndex: declaration.name, message: Self.message)) }
    }
    return hits
  }

  /// Where the code blocks until the timer can fire: `dispatchMain`, `.run(`, `.wait(`.
  private func escapeHatches(_ context: LintContext) -> [Int] {
    // `Process.waitUntilExit()` blocks the function too, with the timer still in scope.
    context.occurrences(of: "dispatchMain") + context.memberCalls(.run) + context.memberCalls(.wait)
      + context.memberCalls(.waitUntilExit)
  }

  static let message = RuleMessage.main
}
