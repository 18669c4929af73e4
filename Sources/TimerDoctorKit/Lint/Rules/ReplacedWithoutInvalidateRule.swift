/// `timer_replaced_without_invalidate`: a `Timer` / `CADisplayLink` property assigned a new timer
/// while the old one may still run. Silent when the code guards or stops the old one in any way
/// it can see: a stop or nil check before the assignment (directly, through a helper, a computed
/// property or a state check), an observer that stops the old value, or set-up code that runs once.
struct ReplacedWithoutInvalidateRule: LintRule {
  let id = "timer_replaced_without_invalidate"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for binding in context.facts.bindings
    where binding.name != "_" && !isDeclaration(context, binding.nameIndex) {
      // A released DispatchSourceTimer stops by itself (a suspended one crashes: timer_release_while_suspended).
      // A one-shot timer replaced fires once more at worst (real code: debounces, toasts).
      guard let creation = binding.creation, creation.kind != .dispatch, context.repeats(creation) == true
      else {
        continue
      }
      let f = context.structure.function(containing: binding.nameIndex)
      guard f >= 0, let type = context.typeName(around: binding.nameIndex),
        !context.declaresLocal(binding.name, before: binding.nameIndex)
      else { continue }
      let function = context.name(ofFunction: f)
      let property = binding.name
      guard !context.module.runsOnce(function, in: type), !context.module.observerStops(property, in: type),
        !guardsOrStops(context, property: property, type: type, in: f, before: binding.nameIndex)
      else { continue }
      let notes = [
        HitNote(message: "`\(function)` assigns a new timer to `self.\(property)`", k: binding.nameIndex),
        HitNote(
          message:
            "no invalidate(), nil check or state check of `\(property)` before it in `\(function)`, and no observer that stops the old timer"
        ),
      ]
      hits.append(
        RuleHit(
          k: binding.nameIndex, message: Self.message, notes: notes,
          subject: file.isIdentifier(binding.nameIndex) ? "\(type).\(property)" : nil))
    }
    return hits
  }

  func isDeclaration(_ context: LintContext, _ nameIndex: Int) -> Bool {
    context.file.is(nameIndex - 1, "var") || context.file.is(nameIndex - 1, "let")
  }

  /// Whether `f`, before `use`, stops the old timer (on the property or a local bound to it), calls
  /// a method of the type that does, tests it against nil, reads a computed property that reads it,
  /// or checks a state.
  func guardsOrStops(_ context: LintContext, property: String, type: String, in f: Int, before use: Int)
    -> Bool
  {
    let file = context.file
    if context.hasStateCheck(in: f) { return true }
    let readers = context.module.computedReaders(of: property, in: type)
    let names = aliases(context, of: property, in: f, before: use)
    let start = context.structure.scopes[f].open + 1
    for k in start..<use where file.isIdentifier(k) {
      if context.isMemberCall(k, "invalidate") || context.isMemberCall(k, "cancel") {
        if let receiver = context.receiver(ofMember: k), names.contains(receiver) { return true }
      } else if readers.contains(file.text(k)) {
        return true
      } else if names.contains(file.text(k)), file.is(k + 1, "==") || file.is(k + 1, "!="),
        file.is(k + 2, "nil")
      {
        return true
      } else if file.isPunct(k + 1, "("),
        !file.isPunct(k - 1, ".") || (file.is(k - 2, "self") && !file.isPunct(k - 3, ".")),
        context.module.callStops(file.text(k), property: property, in: type)
      {
        return true
      }
    }
    return false
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

  static let message = RuleMessage.main
}
