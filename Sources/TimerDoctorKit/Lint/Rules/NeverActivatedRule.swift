/// `timer_never_activated`: a `makeTimerSource` result that is never `activate()`d or `resume()`d.
struct NeverActivatedRule: LintRule {
  let id = "timer_never_activated"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for binding in context.facts.bindings {
      guard let creation = context.reader.timerCreation(at: binding.value), creation.kind == .dispatch else { continue }
      let range = searchRange(context, binding.nameIndex, name: binding.name)
      var started = false
      for k in range where file.is(k, text: binding.name) && file.isIdentifier(k) {
        if k == binding.nameIndex { continue }
        if file.isPunct(k - 1, "."), !file.is(k - 2, "self") { continue }
        var next = k + 1
        while file.is(next, "?") || file.is(next, "!") { next += 1 }
        if file.isPunct(next, "."), file.is(next + 1, "resume") || file.is(next + 1, "activate") {
          started = true
          break
        }
        if !file.isPunct(next, "."), !file.is(next, "="), !file.is(next, "==") && !file.is(next, "!=") {
          started = true  // passed or stored somewhere: the owner there is responsible
          break
        }
      }
      if !started { hits.append(RuleHit(k: creation.name, message: Self.message)) }
    }
    return hits
  }

  /// The code range where the binding's name can be activated: its function for a local, its
  /// type for a property, the file otherwise.
  func searchRange(_ context: LintContext, _ nameIndex: Int, name: String) -> [Int] {
    let isLocal = context.facts.declarations.contains { $0.name == nameIndex && !$0.isProperty && $0.scope >= 0 }
    if isLocal {
      let unit = context.unit(nameIndex)
      let f = context.structure.function(containing: nameIndex)
      let scope = f >= 0 ? f : unit
      if scope >= 0 { return Array((context.structure.scopes[scope].open + 1)..<context.structure.scopes[scope].close) }
    }
    if let type = context.typeName(around: nameIndex) { return context.indexes(inType: type) }
    return Array(0..<context.file.count)
  }

  static let message =
    "DispatchSourceTimer is never activated: call activate() (or resume()) once after setting its handler; releasing an inactive source crashes even after cancel()"
}
