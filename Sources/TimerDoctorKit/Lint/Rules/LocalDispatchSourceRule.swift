/// `timer_local_dispatch_source`: a `DispatchSourceTimer` held only in a local variable.
struct LocalDispatchSourceRule: LintRule {
  let id = "timer_local_dispatch_source"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for declaration in context.facts.declarations
    where !declaration.isProperty && declaration.initializer >= 0 {
      guard let creation = context.reader.timerCreation(at: declaration.initializer),
        creation.kind == .dispatch
      else { continue }
      let unit = context.unit(declaration.keyword)
      guard unit >= 0 else { continue }
      let end = context.structure.scopes[unit].close
      var escapes = false
      var k = creation.open
      while k < end, !escapes {
        if file.is(k, "dispatchMain") || (context.isMemberCall(k, "run") || context.isMemberCall(k, "wait")) {
          escapes = true
        } else if file.isIdentifier(k), file.is(k, text: declaration.text), !file.isPunct(k - 1, ".") {
          var next = k + 1
          while file.is(next, "?") || file.is(next, "!") { next += 1 }
          escapes = !file.isPunct(next, ".") || context.unit(k) != unit
        }
        k += 1
      }
      if !escapes { hits.append(RuleHit(k: declaration.name, message: Self.message)) }
    }
    return hits
  }

  static let message =
    "DispatchSourceTimer held only in a local variable is released when the scope ends and never fires: store it in a property"
}
