/// `timer_replaced_without_invalidate`: a timer property reassigned while the old timer still runs.
struct ReplacedWithoutInvalidateRule: LintRule {
  let id = "timer_replaced_without_invalidate"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for binding in context.facts.bindings where !isDeclaration(context, binding.nameIndex) {
      guard binding.creation != nil else { continue }
      let f = context.structure.function(containing: binding.nameIndex)
      guard f >= 0, context.name(ofFunction: f) != "init",
        !declaresLocal(context, binding.name, in: f, before: binding.nameIndex),
        !observerStops(context, property: binding.name, at: binding.nameIndex)
      else { continue }
      let start = context.structure.scopes[f].open + 1
      let names = aliases(context, of: binding.name, in: f, before: binding.nameIndex)
      var stopped = false
      for k in start..<binding.nameIndex where !stopped {
        if (context.isMemberCall(k, "invalidate") || context.isMemberCall(k, "cancel")),
          let receiver = context.receiver(ofMember: k), names.contains(receiver)
        {
          stopped = true
        } else if file.is(k, text: binding.name), file.is(k + 1, "==") || file.is(k + 1, "!="),
          file.is(k + 2, "nil")
        {
          stopped = true
        } else if file.isIdentifier(k), file.isPunct(k + 1, "("), !file.isPunct(k - 1, "."),
          context.helper(
            named: file.text(k), excluding: f,
            where: { context.stopsTimer(in: $0, receivers: [binding.name]) })
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

  /// `property` and the locals of `f` bound to it before `use` (`if let old = timer`).
  func aliases(_ context: LintContext, of property: String, in f: Int, before use: Int) -> Set<String> {
    let file = context.file
    var names: Set<String> = [property]
    for declaration in context.facts.declarations
    where declaration.initializer >= 0 && declaration.keyword > context.structure.scopes[f].open
      && declaration.keyword < use
    {
      var value = declaration.initializer
      if file.is(value, "self"), file.isPunct(value + 1, ".") { value += 2 }
      if file.is(value, text: property), !file.isPunct(value + 1, "."), !file.isPunct(value + 1, "(") {
        names.insert(declaration.text)
      }
    }
    return names
  }

  /// Whether `property` (of the type around `use`) has a `willSet` / `didSet` observer that
  /// invalidates or cancels the old timer (`timer?.invalidate()`, `oldValue?.invalidate()`).
  func observerStops(_ context: LintContext, property: String, at use: Int) -> Bool {
    let type = context.typeName(around: use)
    for declaration in context.facts.declarations
    where declaration.isProperty && declaration.text == property
      && context.typeName(around: declaration.keyword) == type
    {
      for observer in context.structure.scopes
      where (observer.name == "willSet" || observer.name == "didSet") && observer.parent >= 0
        && context.structure.scopes[observer.parent].header == declaration.keyword
      {
        let stoppable: Set<String> = observer.name == "didSet" ? ["oldValue"] : [property]
        if context.stopsTimer(in: observer, receivers: stoppable) { return true }
      }
    }
    return false
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

  static let message =
    "timer property reassigned without stopping the old timer, which keeps firing: call invalidate() (or cancel()) on the old one first"
}
