/// Recognises the expressions the rules care about: timer creations, queues, declarations.
struct ExpressionReader {
  let file: SourceFile
  let structure: Structure

  /// A timer created by the expression starting at `codeIndex`: its kind, the code index of the
  /// creating name (`Timer`, `scheduledTimer`, `CADisplayLink`, `makeTimerSource`) and of its `(`.
  func timerCreation(at codeIndex: Int) -> TimerCreation? {
    var codeIndex = codeIndex
    if file.is(codeIndex, "try") {
      codeIndex += file.is(codeIndex + 1, "!") || file.is(codeIndex + 1, "?") ? 2 : 1
    }
    // `Foundation.Timer`, `QuartzCore.CADisplayLink`, `Dispatch.DispatchSource`: the module name.
    if file.isPunct(codeIndex + 1, "."), file.is(codeIndex, oneOf: Self.timerModuleWords) { codeIndex += 2 }
    if file.isPunct(codeIndex, "."), file.isPunct(codeIndex + 2, "(") {
      if file.is(codeIndex + 1, "scheduledTimer") {
        return TimerCreation(kind: .foundation, name: codeIndex + 1, open: codeIndex + 2)
      }
      if file.is(codeIndex + 1, "makeTimerSource") {
        return TimerCreation(kind: .dispatch, name: codeIndex + 1, open: codeIndex + 2)
      }
      return nil
    }
    if file.is(codeIndex, "Timer") || file.is(codeIndex, "NSTimer") {
      if file.isPunct(codeIndex + 1, "(") {
        return TimerCreation(kind: .foundation, name: codeIndex, open: codeIndex + 1)
      }
      if file.isPunct(codeIndex + 1, "."), file.isPunct(codeIndex + 3, "("),
        file.is(codeIndex + 2, "scheduledTimer") || file.is(codeIndex + 2, "init")
      {
        return TimerCreation(
          kind: .foundation, name: file.is(codeIndex + 2, "init") ? codeIndex : codeIndex + 2,
          open: codeIndex + 3)
      }
      return nil
    }
    if file.is(codeIndex, "CADisplayLink") {
      if file.isPunct(codeIndex + 1, "(") {
        return TimerCreation(kind: .displayLink, name: codeIndex, open: codeIndex + 1)
      }
      if file.isPunct(codeIndex + 1, "."), file.is(codeIndex + 2, "init"), file.isPunct(codeIndex + 3, "(") {
        return TimerCreation(kind: .displayLink, name: codeIndex, open: codeIndex + 3)
      }
      return nil
    }
    if file.is(codeIndex, "DispatchSource"), file.isPunct(codeIndex + 1, "."),
      file.is(codeIndex + 2, "makeTimerSource"),
      file.isPunct(codeIndex + 3, "(")
    {
      return TimerCreation(kind: .dispatch, name: codeIndex + 2, open: codeIndex + 3)
    }
    return nil
  }

  /// The timer kind a type annotation starting at `type` names: `Timer`, `DispatchSourceTimer`,
  /// `DispatchSource.TimerSource`, also module-qualified (`Foundation.Timer`); `nil` for any other.
  func timerKind(ofTypeAt type: Int) -> TimerKind? {
    var type = type
    if file.isPunct(type + 1, "."), file.is(type, oneOf: Self.timerModuleWords) { type += 2 }
    if file.is(type, "DispatchSource"), file.isPunct(type + 1, "."), file.is(type + 2, "TimerSource") {
      return .dispatch
    }
    guard !file.isPunct(type + 1, ".") else { return nil }
    return TimerKind.ofType(file.text(type))
  }

  /// The name a value copies (`timer`, `self.timer`, `self?.timer`, `strongSelf.timer`), or `nil`
  /// for a call, a subscript, a longer chain or anything else.
  func copiedName(at value: Int) -> String? {
    var value = value
    if file.is(value, oneOf: TypeFactsCollector.selfAliasWords) {
      value += 1
      if file.is(value, "?") || file.is(value, "!") { value += 1 }
      guard file.isPunct(value, ".") else { return nil }
      value += 1
    }
    guard file.isIdentifier(value), !file.isPunct(value + 1, "."), !file.isPunct(value + 1, "("),
      !file.isPunct(value + 1, "[")
    else { return nil }
    return file.text(value)
  }

  /// Modules that declare the timer types, as they prefix a qualified name (compared as bytes:
  /// asked of names before a `.`, where making a string of each showed in profiles).
  static let timerModuleWords = KnownWords(["Foundation", "QuartzCore", "Dispatch", "UIKit", "AppKit"])

  /// The queue the expression starting at `codeIndex` denotes, when recognisable.
  func queueKind(at codeIndex: Int) -> QueueKind? {
    var codeIndex = codeIndex
    if file.is(codeIndex, "DispatchQueue") || file.is(codeIndex, "OperationQueue") {
      if file.isPunct(codeIndex + 1, "(") {
        if file.is(codeIndex, "OperationQueue") { return .concurrent }
        guard let close = structure.partner(of: codeIndex + 1), close > codeIndex + 1 else { return nil }
        for scan in (codeIndex + 2)..<close where file.is(scan, "concurrent") { return .concurrent }
        return file.is(codeIndex + 2, "label") ? .serial : nil
      }
      codeIndex += 1
    }
    guard file.isPunct(codeIndex, ".") else { return nil }
    if file.is(codeIndex + 1, "main") { return .main }
    if file.is(codeIndex + 1, "global"), file.isPunct(codeIndex + 2, "(") { return .concurrent }
    return nil
  }

  /// Whether the identifier at `codeIndex` (followed by `=`) is assigned to, not declared or compared.
  func isAssignee(_ codeIndex: Int) -> Bool {
    if file.is(codeIndex - 1, "var") || file.is(codeIndex - 1, "let") || file.is(codeIndex - 1, "case") {
      return false
    }
    // The type of `var timer: DispatchSourceTimer = ...` is not assigned to.
    if file.isPunct(codeIndex - 1, ":"), file.is(codeIndex - 3, "var") || file.is(codeIndex - 3, "let") {
      return false
    }
    if file.isPunct(codeIndex - 1, ".") {
      // `self.timer =`, `self?.timer =`, `self!.timer =`; a static one: `Self.timer =`, `Player.timer =`
      // inside `Player` or its extension.
      var scan = codeIndex - 2
      if file.is(scan, "?") || file.is(scan, "!") { scan -= 1 }
      guard !file.isPunct(scan - 1, ".") else { return false }
      if file.is(scan, "self") || file.is(scan, "Self") { return true }
      guard let type = structure.type(containing: codeIndex) else { return false }
      return file.isIdentifier(scan) && file.is(scan, text: structure.scopes[type].name)
    }
    return true
  }

  /// The declaration whose `var` / `let` keyword is at `codeIndex`.
  func declaration(at codeIndex: Int) -> Declaration? {
    guard file.isIdentifier(codeIndex + 1), !file.is(codeIndex + 1, "self") else { return nil }
    var scan = codeIndex + 2
    var type: Int?
    if file.isPunct(scan, ":") {
      type = scan + 1
      scan = skipType(from: scan + 1)
    }
    let initializer = file.is(scan, "=") && file.kind(scan) == .operator ? scan + 1 : nil
    var scope = structure.scope(at: codeIndex)
    let isProperty = scope.map { structure.scopes[$0].isType } ?? false
    // `if let timer = timer { ... }` binds `timer` only inside its block, not in the rest of the
    // function (`guard let` does bind the rest).
    if !isProperty, let block = conditionalBlock(after: codeIndex) { scope = block }
    return Declaration(
      keyword: codeIndex, name: codeIndex + 1, text: file.text(codeIndex + 1), type: type,
      initializer: initializer, scope: scope,
      isProperty: isProperty)
  }

  /// The scope of the block an `if let` / `while let` condition at `codeIndex` guards, or nil when the
  /// binding at `codeIndex` is no such condition.
  func conditionalBlock(after codeIndex: Int) -> Int? {
    // Back to the start of the condition list: `if`, `while` (a block binding), or anything else.
    var scan = codeIndex - 1
    var steps = 0
    while scan >= 0, steps < 64 {
      if file.isPunct(scan, ")") || file.isPunct(scan, "]") {
        guard let open = structure.partner(of: scan) else { return nil }
        scan = open - 1
      } else if file.is(scan, "if") || file.is(scan, "while") {
        break
      } else if file.isPunct(scan, "{") || file.isPunct(scan, "}") || file.isPunct(scan, ";")
        || file.is(scan, "guard")
        || file.is(scan, "case") && !file.isPunct(scan - 1, ",") && !file.is(scan - 1, "if")
      {
        return nil
      } else {
        scan -= 1
      }
      steps += 1
    }
    guard scan >= 0, file.is(scan, "if") || file.is(scan, "while") else { return nil }
    // Forward to the block's `{`, over brackets in the condition.
    var open = codeIndex + 1
    steps = 0
    while open < file.count, steps < 256 {
      if file.isPunct(open, "(") || file.isPunct(open, "[") {
        guard let close = structure.partner(of: open) else { return nil }
        open = close + 1
      } else if file.isPunct(open, "{") {
        guard let block = structure.scope(at: open) else { return nil }
        return structure.scopes[block].open == open ? block : nil
      } else {
        open += 1
      }
      steps += 1
    }
    return nil
  }

  /// The code index after a type annotation starting at `codeIndex`.
  func skipType(from codeIndex: Int) -> Int {
    var scan = codeIndex
    var steps = 0
    while scan < file.count, steps < 64 {
      steps += 1
      if file.isPunct(scan, "(") || file.isPunct(scan, "[") {
        guard let close = structure.partner(of: scan), close > scan else { return scan + 1 }
        scan = close + 1
      } else if file.isIdentifier(scan) && !file.is(scan, "where") {
        scan += 1
      } else if file.isPunct(scan, ".") {
        scan += 1
      } else if file.kind(scan) == .operator && !file.is(scan, "=") {
        scan += 1
      } else {
        return scan
      }
      if file.isIdentifier(scan), file.isIdentifier(scan - 1) { return scan }
    }
    return scan
  }
}
