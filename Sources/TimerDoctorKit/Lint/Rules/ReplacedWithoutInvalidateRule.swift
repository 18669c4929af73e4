/// `timer_replaced_without_invalidate`: a timer property reassigned while the old timer still runs.
struct ReplacedWithoutInvalidateRule: LintRule {
  let id = "timer_replaced_without_invalidate"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for binding in context.facts.bindings where !isDeclaration(context, binding.nameIndex) {
      guard context.reader.timerCreation(at: binding.value) != nil else { continue }
      let f = context.structure.function(containing: binding.nameIndex)
      guard f >= 0, context.name(ofFunction: f) != "init",
        !declaresLocal(context, binding.name, in: f, before: binding.nameIndex)
      else { continue }
      let start = context.structure.scopes[f].open + 1
      var stopped = false
      for k in start..<binding.nameIndex where !stopped {
        if (context.isMemberCall(k, "invalidate") || context.isMemberCall(k, "cancel"))
          && context.receiver(ofMember: k) == binding.name
        {
          stopped = true
        } else if file.is(k, text: binding.name), file.is(k + 1, "==") || file.is(k + 1, "!="),
          file.is(k + 2, "nil")
        {
          stopped = true
        } else if file.isIdentifier(k), file.isPunct(k + 1, "("), !file.isPunct(k - 1, "."),
          helperStops(context, name: file.text(k), property: binding.name)
        {
          stopped = true
        }
      }
      if !stopped { hits.append(RuleHit(k: binding.nameIndex, message: Self.message)) }
    }
    return hits
  }

  func isDeclaration(_ context: LintContext, _ nameIndex: Int) -> Bool {
    context.file.is(nameIndex - 1, "var") || context.file.is(nameIndex - 1, "let")
  }

  /// A local `name` declared in `f` before `use` whose scope holds `use` (so `name` is not the property).
  func declaresLocal(_ context: LintContext, _ name: String, in f: Int, before use: Int) -> Bool {
    if context.file.isPunct(use - 1, "."), context.file.is(use - 2, "self") { return false }
    return context.facts.declarations.contains {
      $0.text == name && !$0.isProperty && $0.keyword < use
        && context.structure.function(containing: $0.keyword) == f
        && context.structure.isScope(context.structure.scope(at: use), within: $0.scope)
    }
  }

  /// A method of the file named `name` that invalidates or cancels `property`.
  func helperStops(_ context: LintContext, name: String, property: String) -> Bool {
    for scope in context.structure.scopes where scope.kind == .function && scope.name == name {
      for k in (scope.open + 1)..<scope.close
      where (context.isMemberCall(k, "invalidate") || context.isMemberCall(k, "cancel"))
        && context.receiver(ofMember: k) == property
      {
        return true
      }
    }
    return false
  }

  static let message =
    "timer property reassigned without stopping the old timer, which keeps firing: call invalidate() (or cancel()) on the old one first"
}
