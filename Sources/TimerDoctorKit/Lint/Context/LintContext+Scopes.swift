extension LintContext {
  /// Every type scope named `name` (the declaration and its same-file extensions).
  func typeScopes(named name: String) -> [Int] {
    structure.scopes.indices.filter { structure.scopes[$0].isType && structure.scopes[$0].name == name }
  }

  /// Whether the type named `name` is declared in this file as a `class` or `actor`. Types
  /// declared elsewhere are unknown (an `extension ContentView` may extend a struct).
  func isReferenceType(_ name: String) -> Bool {
    structure.scopes.contains { $0.name == name && ($0.kind == .type(.class) || $0.kind == .type(.actor)) }
  }

  /// Code indexes in the type named `name` (its extensions in the file included), excluding
  /// nested types.
  func indexes(inType name: String) -> [Int] {
    var result: [Int] = []
    for scope in typeScopes(named: name) {
      let range = structure.scopes[scope]
      var k = range.open + 1
      while k < range.close {
        if structure.type(containing: k) == scope { result.append(k) }
        k += 1
      }
    }
    return result
  }

  /// The name of the function scope `f` (`init`, `deinit`, ...), or "" for -1.
  func name(ofFunction f: Int) -> String { f >= 0 ? structure.scopes[f].name : "" }

  /// The innermost closure or function scope around `k` (blocks are skipped), or -1.
  func unit(_ k: Int) -> Int {
    var scope = structure.scope(at: k)
    while scope >= 0 {
      switch structure.scopes[scope].kind {
      case .closure, .function: return scope
      case .type: return -1
      case .block: scope = structure.scopes[scope].parent
      }
    }
    return -1
  }

  /// Whether `k` sits in an `if` / `else` / `switch` / loop body below the unit `f`, or after a
  /// `guard` in `f`: a state check decides whether it runs.
  func isConditional(_ k: Int, in f: Int) -> Bool {
    var scope = structure.scope(at: k)
    while scope >= 0, scope != f {
      if structure.scopes[scope].kind == .block, !file.is(structure.scopes[scope].header, "do"),
        !file.is(structure.scopes[scope].header, "defer")
      {
        return true
      }
      scope = structure.scopes[scope].parent
    }
    return false
  }

  /// Whether an `if` / `guard` / `switch` / `while` in `f` checks a state: a state-like name
  /// (`isSuspended`, `state`, `isRunning`...), a `== nil` / `!= nil` test, or a property that `f`
  /// also assigns (`guard isStopped else { return }; isStopped = false`).
  func hasStateCheck(in f: Int) -> Bool {
    guard f >= 0 else { return false }
    let scope = structure.scopes[f]
    var assigned: Set<String>? = nil
    var k = scope.open + 1
    while k < scope.close {
      if file.is(k, "if") || file.is(k, "guard") || file.is(k, "switch") || file.is(k, "while") {
        var j = k + 1
        while j < scope.close, !file.isPunct(j, "{"), !file.is(j, "else"), j - k < 24 {
          if file.isIdentifier(j) {
            let name = file.text(j)
            if Self.isStateName(name) { return true }
            if assigned == nil { assigned = assignedProperties(in: scope) }
            // The timer itself (`guard let t = timer`) is not a state flag.
            if assigned?.contains(name) == true, timerKind(name, at: j) == nil { return true }
          }
          if file.is(j, "nil"), file.is(j - 1, "==") || file.is(j - 1, "!=") { return true }
          j += 1
        }
      }
      k += 1
    }
    return false
  }

  /// The properties of the file that `scope` assigns (`name = ...` / `self.name = ...`).
  func assignedProperties(in scope: Scope) -> Set<String> {
    var names: Set<String> = []
    for binding in facts.bindings where binding.nameIndex > scope.open && binding.nameIndex < scope.close {
      guard !file.is(binding.nameIndex - 1, "var"), !file.is(binding.nameIndex - 1, "let") else { continue }
      if facts.propertyNames.contains(binding.name) { names.insert(binding.name) }
    }
    return names
  }

  static func isStateName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["suspend", "state", "running", "resum", "active", "start", "paus", "enabled", "ticking"].contains
    {
      lower.contains($0)
    }
  }

  /// The code index of the call name a closure scope is passed to (trailing closure or
  /// argument), if it is passed to a call.
  func callName(ofClosure c: Int) -> Int? {
    let open = structure.scopes[c].open
    if file.isPunct(open - 1, ")") {
      let paren = structure.partner(of: open - 1)
      return paren > 0 && file.isIdentifier(paren - 1) ? paren - 1 : nil
    }
    if file.isIdentifier(open - 1), Keyword.of(file, open - 1) == nil { return open - 1 }
    var j = open - 1
    var steps = 0
    while j >= 0, steps < 256 {
      steps += 1
      if file.isPunct(j, "(") { return file.isIdentifier(j - 1) ? j - 1 : nil }
      if file.isPunct(j, "{") || file.isPunct(j, "[") { return nil }
      if file.isPunct(j, ")") || file.isPunct(j, "]") || file.isPunct(j, "}") {
        let p = structure.partner(of: j)
        guard p >= 0 else { return nil }
        j = p
      }
      j -= 1
    }
    return nil
  }

  /// The parameter names of function scope `f`.
  func parameters(ofFunction f: Int) -> Set<String> {
    guard f >= 0 else { return [] }
    var k = structure.scopes[f].header
    while k < structure.scopes[f].open, !file.isPunct(k, "(") { k += 1 }
    let close = structure.partner(of: k)
    guard file.isPunct(k, "("), close > k else { return [] }
    var names: Set<String> = []
    var j = k + 1
    while j < close {
      if file.isPunct(j, ":"), file.isIdentifier(j - 1) { names.insert(file.text(j - 1)) }
      if structure.partner(of: j) > j { j = structure.partner(of: j) }
      j += 1
    }
    return names
  }
}

extension LintContext {
  /// Whether `scope`'s body calls one of the members `names` on one of `receivers`
  /// (`timer?.invalidate()`, `self.timer.cancel()`).
  func callsMember(_ names: [StaticString], in scope: Scope, on receivers: Set<String>) -> Bool {
    for k in (scope.open + 1)..<scope.close where names.contains(where: { isMemberCall(k, $0) }) {
      if let receiver = receiver(ofMember: k), receivers.contains(receiver) { return true }
    }
    return false
  }

  /// Whether `scope` invalidates or cancels one of `receivers`.
  func stopsTimer(in scope: Scope, receivers: Set<String>) -> Bool {
    callsMember(["invalidate", "cancel"], in: scope, on: receivers)
  }

  /// Whether a function of the file named `name`, other than `f`, has a body that passes `test`.
  func helper(named name: String, excluding f: Int, where test: (Scope) -> Bool) -> Bool {
    structure.scopes.indices.contains { index in
      let scope = structure.scopes[index]
      return index != f && scope.kind == .function && scope.name == name && test(scope)
    }
  }

  /// Whether function `f` calls a method of the file (`stop()`, `self.stop()`) whose body passes
  /// `test`.
  func callsHelper(in f: Int, where test: (Scope) -> Bool) -> Bool {
    guard f >= 0 else { return false }
    let scope = structure.scopes[f]
    for k in (scope.open + 1)..<scope.close where file.isIdentifier(k) && file.isPunct(k + 1, "(") {
      guard !file.isPunct(k - 1, ".") || (file.is(k - 2, "self") && !file.isPunct(k - 3, ".")) else {
        continue
      }
      if helper(named: file.text(k), excluding: f, where: test) { return true }
    }
    return false
  }
}
