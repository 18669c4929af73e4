/// Sleeping loops, and what cancels the task that runs one.
extension LintContext {
  /// Every `while` / `repeat` loop with a sleep directly in its body, in code order.
  func findSleepingLoops() -> [SleepingLoop] {
    var loops: [Int: SleepingLoop] = [:]
    for sleep in occurrences(of: "sleep") where isAsyncSleep(sleep) {
      guard let loopScope = enclosingLoop(of: sleep) else { continue }
      if loops[loopScope] == nil { loops[loopScope] = makeLoop(loopScope) }
      loops[loopScope]?.sleeps.append(sleep)
      if let dropped = droppedError(ofSleep: sleep) { loops[loopScope]?.droppedErrors[sleep] = dropped }
    }
    return loops.values.sorted { $0.keyword < $1.keyword }
  }

  /// Whether `.sleep(` at `codeIndex` is an async sleep: `Task.sleep(...)` or a clock's
  /// `sleep(for:)` / `sleep(until:)`, awaited (`Thread.sleep` blocks and throws nothing).
  func isAsyncSleep(_ codeIndex: Int) -> Bool {
    guard file.isPunct(codeIndex - 1, "."), file.isPunct(codeIndex + 1, "(") else { return false }
    guard let start = sleepExpressionStart(codeIndex) else { return false }
    return file.is(start - 1, "await")
  }

  /// The first token of `Task.sleep` / `clock.sleep` / `ContinuousClock().sleep`.
  func sleepExpressionStart(_ sleep: Int) -> Int? {
    var start = sleep - 2
    if file.isPunct(start, ")"), let open = structure.partner(of: start) { start = open - 1 }
    guard start >= 1, file.isIdentifier(start), !file.is(start, "Thread") else { return nil }
    while file.isPunct(start - 1, "."), file.isIdentifier(start - 2) { start -= 2 }
    return start
  }

  /// The `try` of a sleep written `try? await X.sleep(...)` as a statement of its own (or after
  /// `_ =`), whose error nothing reads.
  func droppedError(ofSleep sleep: Int) -> Int? {
    guard let start = sleepExpressionStart(sleep), file.is(start - 1, "await"), file.is(start - 2, "?"),
      file.is(start - 3, "try")
    else { return nil }
    let tryIndex = start - 3
    let statementStart = file.is(tryIndex - 1, "=") && file.is(tryIndex - 2, "_") ? tryIndex - 2 : tryIndex
    guard startsStatement(statementStart), let close = structure.partner(of: sleep + 1) else { return nil }
    return endsStatement(close) ? tryIndex : nil
  }

  /// Whether the token after `codeIndex` begins a new statement or closes the block.
  func endsStatement(_ codeIndex: Int) -> Bool {
    let next = codeIndex + 1
    guard next < file.count else { return true }
    if file.isPunct(next, "}") || file.isPunct(next, ";") { return true }
    if file.isPunct(next, ".") || file.kind(next) == .operator { return false }
    let gap = Int(file.token(codeIndex).end)..<Int(file.token(next).start)
    return file.bytes[gap].contains(UInt8(ascii: "\n"))
  }

  /// The innermost `while` / `repeat` block around `codeIndex` in the same function or closure.
  func enclosingLoop(of codeIndex: Int) -> Int? {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      let current = structure.scopes[scope]
      guard current.kind == .block else { return nil }
      if file.is(current.header, "while") || file.is(current.header, "repeat") { return scope }
    }
    return nil
  }

  private func makeLoop(_ scope: Int) -> SleepingLoop {
    let loop = structure.scopes[scope]
    var condition = loop.header + 1..<loop.open
    if file.is(loop.header, "repeat"), file.is(loop.close + 1, "while") {
      var end = loop.close + 2
      while end + 1 < file.count, !endsStatement(end) { end += 1 }
      condition = loop.close + 2..<end + 1
    }
    let cancellationWords = (loop.header..<max(loop.close, condition.upperBound)).contains {
      file.is($0, "isCancelled") || file.is($0, "checkCancellation")
    }
    var throwingTry: Int?
    var exits: [Int] = []
    for codeIndex in (loop.open + 1)..<loop.close {
      if file.is(codeIndex, "try"), throwingTry == nil, !file.is(codeIndex + 1, "?"),
        !file.is(codeIndex + 1, "!"),
        enclosingLoopOrUnit(of: codeIndex) == scope
      {
        throwingTry = codeIndex
      }
      if file.is(codeIndex, "return") || file.is(codeIndex, "throw") || file.is(codeIndex, "break"),
        enclosingLoopOrUnit(of: codeIndex, breaking: file.is(codeIndex, "break")) == scope
      {
        exits.append(codeIndex)
      }
    }
    let words = condition.map { file.text($0) }
    return SleepingLoop(
      scope: scope, keyword: loop.header, condition: condition,
      sleeps: [], droppedErrors: [:], checksCancellation: cancellationWords, throwingTry: throwingTry,
      exits: exits,
      runsUntilCancelled: words == ["true"],
      conditionChecksCancellation: words == ["!", "Task", ".", "isCancelled"]
        || words == ["!", "isCancelled"])
  }

  /// The nearest loop, function or closure scope around `codeIndex`: a `try`, `return` or
  /// `break` there leaves that (a `break` in a `switch` leaves the switch, `breaking`).
  private func enclosingLoopOrUnit(of codeIndex: Int, breaking: Bool = false) -> Int? {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      let current = structure.scopes[scope]
      if breaking && current.kind == .block && file.is(current.header, "switch") { return nil }
      if current.kind != .block || file.is(current.header, "while") || file.is(current.header, "repeat")
        || file.is(current.header, "for")
      {
        return scope
      }
    }
    return nil
  }
}
