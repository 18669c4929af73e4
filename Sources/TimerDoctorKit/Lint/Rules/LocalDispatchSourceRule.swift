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
        let creation = context.creation(startingAt: initializer),
        creation.kind == .dispatch
      else { continue }
      guard let unit = context.unit(declaration.keyword) else { continue }
      if hatches == nil { hatches = escapeHatches(context) }
      let span = creation.open..<context.structure.scopes[unit].close
      // `dispatchMain()`, `RunLoop.run()` or `.wait()` keep the scope alive, and so does a use of
      // the source after a loop or an `await` (`timer.cancel()` once the polling is done).
      var escapes =
        hatches!.contains { span.contains($0) } || isUsedAfterWaiting(declaration, in: span, context)
      for codeIndex in context.occurrences(of: declaration.text) where !escapes && span.contains(codeIndex) {
        guard !file.isPunct(codeIndex - 1, ".") else { continue }
        var next = codeIndex + 1
        while file.is(next, "?") || file.is(next, "!") { next += 1 }
        // A method value (`AnyCancellable(timer.cancel)`) keeps the source alive in its holder.
        let isMethodValue =
          file.isPunct(next, ".") && (file.isPunct(next + 2, ")") || file.isPunct(next + 2, ","))
        escapes = !file.isPunct(next, ".") || isMethodValue || context.unit(codeIndex) != unit
      }
      if !escapes { hits.append(RuleHit(codeIndex: declaration.name, message: Self.message, harm: .bug)) }
    }
    return hits
  }

  /// Whether the source is named after a loop or an `await` that follows its creation: it is
  /// alive while the function loops or waits, which is when it is meant to fire.
  private func isUsedAfterWaiting(_ declaration: Declaration, in span: Range<Int>, _ context: LintContext)
    -> Bool
  {
    let file = context.file
    let waits = ["for", "while", "repeat", "await"].flatMap { context.occurrences(of: $0) }.filter {
      span.contains($0) && !file.isPunct($0 + 1, ":")
    }
    guard let firstWait = waits.min() else { return false }
    return context.occurrences(of: declaration.text).contains { $0 > firstWait && span.contains($0) }
  }

  /// Where the code blocks until the timer can fire: `dispatchMain`, `.run(`, `.wait(`.
  private func escapeHatches(_ context: LintContext) -> [Int] {
    // `Process.waitUntilExit()` blocks the function too, with the timer still in scope.
    context.occurrences(of: "dispatchMain") + context.memberCalls(.run) + context.memberCalls(.wait)
      + context.memberCalls(.waitUntilExit)
  }

  static let message = RuleMessage.main
}
