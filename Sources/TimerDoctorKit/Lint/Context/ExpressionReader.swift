/// Recognises the expressions the rules care about: timer creations, queues, declarations.
struct ExpressionReader {
  let file: SourceFile
  let structure: Structure

  /// A timer created by the expression starting at `k`: its kind, the code index of the
  /// creating name (`Timer`, `scheduledTimer`, `CADisplayLink`, `makeTimerSource`) and of its `(`.
  func timerCreation(at k: Int) -> TimerCreation? {
    var k = k
    if file.is(k, "try") { k += file.is(k + 1, "!") || file.is(k + 1, "?") ? 2 : 1 }
    // `Foundation.Timer`, `QuartzCore.CADisplayLink`, `Dispatch.DispatchSource`: the module name.
    if file.isPunct(k + 1, "."), Self.timerModules.contains(file.text(k)) { k += 2 }
    if file.isPunct(k, "."), file.isPunct(k + 2, "(") {
      if file.is(k + 1, "scheduledTimer") {
        return TimerCreation(kind: .foundation, name: k + 1, open: k + 2)
      }
      if file.is(k + 1, "makeTimerSource") { return TimerCreation(kind: .dispatch, name: k + 1, open: k + 2) }
      return nil
    }
    if file.is(k, "Timer") || file.is(k, "NSTimer") {
      if file.isPunct(k + 1, "(") { return TimerCreation(kind: .foundation, name: k, open: k + 1) }
      if file.isPunct(k + 1, "."), file.isPunct(k + 3, "("),
        file.is(k + 2, "scheduledTimer") || file.is(k + 2, "init")
      {
        return TimerCreation(kind: .foundation, name: file.is(k + 2, "init") ? k : k + 2, open: k + 3)
      }
      return nil
    }
    if file.is(k, "CADisplayLink") {
      if file.isPunct(k + 1, "(") { return TimerCreation(kind: .displayLink, name: k, open: k + 1) }
      if file.isPunct(k + 1, "."), file.is(k + 2, "init"), file.isPunct(k + 3, "(") {
        return TimerCreation(kind: .displayLink, name: k, open: k + 3)
      }
      return nil
    }
    if file.is(k, "DispatchSource"), file.isPunct(k + 1, "."), file.is(k + 2, "makeTimerSource"),
      file.isPunct(k + 3, "(")
    {
      return TimerCreation(kind: .dispatch, name: k + 2, open: k + 3)
    }
    return nil
  }

  /// Modules that declare the timer types, as they prefix a qualified name.
  static let timerModules: Set<String> = ["Foundation", "QuartzCore", "Dispatch", "UIKit", "AppKit"]

  /// The queue the expression starting at `k` denotes, when recognisable.
  func queueKind(at k: Int) -> QueueKind? {
    var k = k
    if file.is(k, "DispatchQueue") || file.is(k, "OperationQueue") {
      if file.isPunct(k + 1, "(") {
        if file.is(k, "OperationQueue") { return .concurrent }
        let close = structure.partner(of: k + 1)
        guard close > k + 1 else { return nil }
        for j in (k + 2)..<close where file.is(j, "concurrent") { return .concurrent }
        return file.is(k + 2, "label") ? .serial : nil
      }
      k += 1
    }
    guard file.isPunct(k, ".") else { return nil }
    if file.is(k + 1, "main") { return .main }
    if file.is(k + 1, "global"), file.isPunct(k + 2, "(") { return .concurrent }
    return nil
  }

  /// Whether the identifier at `k` (followed by `=`) is assigned to, not declared or compared.
  func isAssignee(_ k: Int) -> Bool {
    if file.is(k - 1, "var") || file.is(k - 1, "let") || file.is(k - 1, "case") { return false }
    // The type of `var timer: DispatchSourceTimer = ...` is not assigned to.
    if file.isPunct(k - 1, ":"), file.is(k - 3, "var") || file.is(k - 3, "let") { return false }
    if file.isPunct(k - 1, ".") {
      // `self.timer =`, `self?.timer =`, `self!.timer =`; a static one: `Self.timer =`, `Player.timer =`
      // inside `Player` or its extension.
      var j = k - 2
      if file.is(j, "?") || file.is(j, "!") { j -= 1 }
      guard !file.isPunct(j - 1, ".") else { return false }
      if file.is(j, "self") || file.is(j, "Self") { return true }
      let type = structure.type(containing: k)
      return type >= 0 && file.isIdentifier(j) && file.is(j, text: structure.scopes[type].name)
    }
    return true
  }

  /// The declaration whose `var` / `let` keyword is at `k`.
  func declaration(at k: Int) -> Declaration? {
    guard file.isIdentifier(k + 1), !file.is(k + 1, "self") else { return nil }
    var j = k + 2
    var type = -1
    if file.isPunct(j, ":") {
      type = j + 1
      j = skipType(from: j + 1)
    }
    let initializer = file.is(j, "=") && file.kind(j) == .operator ? j + 1 : -1
    var scope = structure.scope(at: k)
    let isProperty = scope >= 0 && structure.scopes[scope].isType
    // `if let timer = timer { ... }` binds `timer` only inside its block, not in the rest of the
    // function (`guard let` does bind the rest).
    if !isProperty, let block = conditionalBlock(after: k) { scope = block }
    return Declaration(
      keyword: k, name: k + 1, text: file.text(k + 1), type: type, initializer: initializer, scope: scope,
      isProperty: isProperty)
  }

  /// The scope of the block an `if let` / `while let` condition at `k` guards, or nil when the
  /// binding at `k` is no such condition.
  func conditionalBlock(after k: Int) -> Int? {
    // Back to the start of the condition list: `if`, `while` (a block binding), or anything else.
    var j = k - 1
    var steps = 0
    while j >= 0, steps < 64 {
      if file.isPunct(j, ")") || file.isPunct(j, "]") {
        j = structure.partner(of: j) - 1
      } else if file.is(j, "if") || file.is(j, "while") {
        break
      } else if file.isPunct(j, "{") || file.isPunct(j, "}") || file.isPunct(j, ";") || file.is(j, "guard")
        || file.is(j, "case") && !file.isPunct(j - 1, ",") && !file.is(j - 1, "if")
      {
        return nil
      } else {
        j -= 1
      }
      steps += 1
    }
    guard j >= 0, file.is(j, "if") || file.is(j, "while") else { return nil }
    // Forward to the block's `{`, over brackets in the condition.
    var open = k + 1
    steps = 0
    while open < file.count, steps < 256 {
      if file.isPunct(open, "(") || file.isPunct(open, "[") {
        open = structure.partner(of: open) + 1
      } else if file.isPunct(open, "{") {
        let block = structure.scope(at: open)
        return block >= 0 && structure.scopes[block].open == open ? block : nil
      } else {
        open += 1
      }
      steps += 1
    }
    return nil
  }

  /// The code index after a type annotation starting at `k`.
  func skipType(from k: Int) -> Int {
    var j = k
    var steps = 0
    while j < file.count, steps < 64 {
      steps += 1
      if file.isPunct(j, "(") || file.isPunct(j, "[") {
        let close = structure.partner(of: j)
        guard close > j else { return j + 1 }
        j = close + 1
      } else if file.isIdentifier(j) && !file.is(j, "where") {
        j += 1
      } else if file.isPunct(j, ".") {
        j += 1
      } else if file.kind(j) == .operator && !file.is(j, "=") {
        j += 1
      } else {
        return j
      }
      if file.isIdentifier(j), file.isIdentifier(j - 1) { return j }
    }
    return j
  }
}
