extension LintContext {
  /// Every type scope named `name` (the declaration and its same-file extensions).
  func typeScopes(named name: String) -> [Int] {
    structure.scopes.indices.filter { structure.scopes[$0].isType && structure.scopes[$0].name == name }
  }

  /// Whether the type named `name` has value semantics (a `struct` or `enum` declared in this
  /// file, or a protocol). Unknown types count as classes.
  func isValueType(_ name: String) -> Bool {
    var sawValue = false
    for scope in structure.scopes where scope.isType && scope.name == name {
      switch scope.kind {
      case .type(.class), .type(.actor): return false
      case .type(.struct), .type(.enum), .type(.protocol): sawValue = true
      default: break
      }
    }
    return sawValue
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

  /// Whether an `if` / `guard` / `switch` in `f` checks a state-like name (`isSuspended`,
  /// `state`, `isRunning`...).
  func hasStateCheck(in f: Int) -> Bool {
    guard f >= 0 else { return false }
    let scope = structure.scopes[f]
    var k = scope.open + 1
    while k < scope.close {
      if file.is(k, "if") || file.is(k, "guard") || file.is(k, "switch") || file.is(k, "while") {
        var j = k + 1
        while j < scope.close, !file.isPunct(j, "{"), !file.is(j, "else"), j - k < 24 {
          if file.isIdentifier(j), Self.isStateName(file.text(j)) { return true }
          if file.is(j, "nil"), file.is(j - 1, "==") || file.is(j - 1, "!=") { return true }
          j += 1
        }
      }
      k += 1
    }
    return false
  }

  static func isStateName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return ["suspend", "state", "running", "resum", "active", "start", "paus", "enabled", "ticking"].contains
    {
      lower.contains($0)
    }
  }

  /// The code index of the call name a closure scope is passed to (trailing closure or
  /// argument), or -1.
  func callName(ofClosure c: Int) -> Int {
    let open = structure.scopes[c].open
    if file.isPunct(open - 1, ")") {
      let paren = partner(open - 1)
      return paren > 0 && file.isIdentifier(paren - 1) ? paren - 1 : -1
    }
    if file.isIdentifier(open - 1), Keyword.of(file, open - 1) == nil { return open - 1 }
    var j = open - 1
    var steps = 0
    while j >= 0, steps < 256 {
      steps += 1
      if file.isPunct(j, "(") { return file.isIdentifier(j - 1) ? j - 1 : -1 }
      if file.isPunct(j, "{") || file.isPunct(j, "[") { return -1 }
      if file.isPunct(j, ")") || file.isPunct(j, "]") || file.isPunct(j, "}") {
        let p = partner(j)
        guard p >= 0 else { return -1 }
        j = p
      }
      j -= 1
    }
    return -1
  }

  /// The parameter names of function scope `f`.
  func parameters(ofFunction f: Int) -> Set<String> {
    guard f >= 0 else { return [] }
    var k = structure.scopes[f].header
    while k < structure.scopes[f].open, !file.isPunct(k, "(") { k += 1 }
    let close = partner(k)
    guard file.isPunct(k, "("), close > k else { return [] }
    var names: Set<String> = []
    var j = k + 1
    while j < close {
      if file.isPunct(j, ":"), file.isIdentifier(j - 1) { names.insert(file.text(j - 1)) }
      if partner(j) > j { j = partner(j) }
      j += 1
    }
    return names
  }
}
