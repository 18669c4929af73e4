extension LintContext {
  /// Every type scope named `name` (the declaration and its same-file extensions).
  func typeScopes(named name: String) -> [Int] {
    structure.scopes.indices.filter { structure.scopes[$0].isType && structure.scopes[$0].name == name }
  }

  /// Code indexes in the type named `name` (its extensions in the file included), excluding
  /// nested types.
  func indexes(inType name: String) -> [Int] {
    var result: [Int] = []
    for scope in typeScopes(named: name) {
      let range = structure.scopes[scope]
      var codeIndex = range.open + 1
      while codeIndex < range.close {
        if structure.type(containing: codeIndex) == scope { result.append(codeIndex) }
        codeIndex += 1
      }
    }
    return result
  }

  /// The name of the function scope `functionScope` (`init`, `deinit`, ...), or "" at top level.
  func name(ofFunction functionScope: Int?) -> String {
    functionScope.map { structure.scopes[$0].name } ?? ""
  }

  /// The name the code calls a function scope by: a computed property's name (`body` for
  /// `var body: some View { }`, whose scope is its getter), else the function's.
  func memberName(ofFunction functionScope: Int) -> String {
    let scope = structure.scopes[functionScope]
    if scope.name == "get", file.is(scope.header, "var"), file.isIdentifier(scope.header + 1) {
      return file.text(scope.header + 1)
    }
    return scope.name
  }

  /// The innermost closure or function scope around `codeIndex` (blocks are skipped), or `nil`
  /// at a type's or the file's top level.
  func unit(_ codeIndex: Int) -> Int? {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      switch structure.scopes[scope].kind {
      case .closure, .function: return scope
      case .type: return nil
      case .block: continue
      }
    }
    return nil
  }

  /// Whether `codeIndex` sits in an `if` / `else` / `switch` / loop body below the unit `functionScope`, or after a
  /// `guard` in `functionScope`: a state check decides whether it runs.
  func isConditional(_ codeIndex: Int, in functionScope: Int?) -> Bool {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      if scope == functionScope { break }
      if structure.scopes[scope].kind == .block, !file.is(structure.scopes[scope].header, "do"),
        !file.is(structure.scopes[scope].header, "defer")
      {
        return true
      }
    }
    return false
  }

  /// Whether an `if` / `guard` / `switch` / `while` in `functionScope` checks a state: a state-like name
  /// (`isSuspended`, `state`, `isRunning`...), a `== nil` / `!= nil` test, or a property that `functionScope`
  /// also assigns (`guard isStopped else { return }; isStopped = false`).
  func hasStateCheck(in functionScope: Int?) -> Bool {
    guard let functionScope else { return false }
    let scope = structure.scopes[functionScope]
    var assigned: Set<String>? = nil
    var codeIndex = scope.open + 1
    while codeIndex < scope.close {
      if file.is(codeIndex, "if") || file.is(codeIndex, "guard") || file.is(codeIndex, "switch")
        || file.is(codeIndex, "while")
      {
        var scan = codeIndex + 1
        while scan < scope.close, !file.isPunct(scan, "{"), !file.is(scan, "else"), scan - codeIndex < 24 {
          if file.isIdentifier(scan) {
            let name = file.text(scan)
            if Self.isStateName(name) { return true }
            if assigned == nil { assigned = assignedProperties(in: scope) }
            // The timer itself (`guard let t = timer`) is not a state flag.
            if assigned?.contains(name) == true, timerKind(name, at: scan) == nil { return true }
          }
          if file.is(scan, "nil"), file.is(scan - 1, "==") || file.is(scan - 1, "!=") { return true }
          scan += 1
        }
      }
      codeIndex += 1
    }
    return false
  }

  /// The properties of the file that `scope` assigns (`name = ...` / `self.name = ...`).
  func assignedProperties(in scope: Scope) -> Set<String> {
    var names: Set<String> = []
    let properties = facts.propertyNames
    for binding in facts.bindings where binding.nameIndex > scope.open && binding.nameIndex < scope.close {
      guard !file.is(binding.nameIndex - 1, "var"), !file.is(binding.nameIndex - 1, "let") else { continue }
      if properties.contains(binding.name) { names.insert(binding.name) }
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
      guard let paren = structure.partner(of: open - 1), paren > 0 else { return nil }
      return file.isIdentifier(paren - 1) ? paren - 1 : nil
    }
    if file.isIdentifier(open - 1), Keyword.of(file, open - 1) == nil { return open - 1 }
    var scan = open - 1
    var steps = 0
    while scan >= 0, steps < 256 {
      steps += 1
      if file.isPunct(scan, "(") { return file.isIdentifier(scan - 1) ? scan - 1 : nil }
      if file.isPunct(scan, "{") || file.isPunct(scan, "[") { return nil }
      if file.isPunct(scan, ")") || file.isPunct(scan, "]") || file.isPunct(scan, "}") {
        guard let partner = structure.partner(of: scan) else { return nil }
        scan = partner
      }
      scan -= 1
    }
    return nil
  }

  /// The parameter names of function scope `functionScope`.
  func parameters(ofFunction functionScope: Int?) -> Set<String> {
    guard let functionScope else { return [] }
    var codeIndex = structure.scopes[functionScope].header
    while codeIndex < structure.scopes[functionScope].open, !file.isPunct(codeIndex, "(") { codeIndex += 1 }
    guard file.isPunct(codeIndex, "("), let close = structure.partner(of: codeIndex), close > codeIndex else {
      return []
    }
    var names: Set<String> = []
    var scan = codeIndex + 1
    while scan < close {
      if file.isPunct(scan, ":"), file.isIdentifier(scan - 1) { names.insert(file.text(scan - 1)) }
      if let partner = structure.partner(of: scan), partner > scan { scan = partner }
      scan += 1
    }
    return names
  }
}

extension LintContext {
  /// Whether `scope`'s body calls one of the members `names` on one of `receivers`
  /// (`timer?.invalidate()`, `self.timer.cancel()`).
  func callsMember(_ names: [StaticString], in scope: Scope, on receivers: Set<String>) -> Bool {
    for codeIndex in (scope.open + 1)..<scope.close
    where names.contains(where: { isMemberCall(codeIndex, $0) }) {
      if let receiver = receiver(ofMember: codeIndex), receivers.contains(receiver) { return true }
    }
    return false
  }

  /// Whether `scope` stops one of `receivers` (see `stoppingMembers`).
  func stopsTimer(in scope: Scope, receivers: Set<String>) -> Bool {
    ((scope.open + 1)..<scope.close).contains { codeIndex in
      isStopCall(codeIndex) && receiver(ofMember: codeIndex).map { receivers.contains($0) } == true
    }
  }

  /// Whether a function of the file named `name`, other than `functionScope`, has a body that passes `test`.
  func helper(named name: String, excluding functionScope: Int, where test: (Scope) -> Bool) -> Bool {
    structure.scopes.indices.contains { index in
      let scope = structure.scopes[index]
      return index != functionScope && scope.kind == .function && scope.name == name && test(scope)
    }
  }

  /// Whether function `functionScope` calls a method of the file (`stop()`, `self.stop()`) whose body passes
  /// `test`.
  func callsHelper(in functionScope: Int?, where test: (Scope) -> Bool) -> Bool {
    guard let functionScope else { return false }
    let scope = structure.scopes[functionScope]
    for codeIndex in (scope.open + 1)..<scope.close
    where file.isIdentifier(codeIndex) && file.isPunct(codeIndex + 1, "(") {
      guard
        !file.isPunct(codeIndex - 1, ".")
          || (file.is(codeIndex - 2, "self") && !file.isPunct(codeIndex - 3, "."))
      else {
        continue
      }
      if helper(named: file.text(codeIndex), excluding: functionScope, where: test) { return true }
    }
    return false
  }
}
