/// `timer_replaced_without_invalidate`: a `Timer` / `CADisplayLink` property assigned a new timer
/// while the old one may still run. Silent when the code guards or stops the old one in any way
/// it can see: a stop or nil check before the assignment (directly, through a helper, a computed
/// property or a state check), an observer that stops the old value, or set-up code that runs once.
struct ReplacedWithoutInvalidateRule: LintRule {
  let id = "timer_replaced_without_invalidate"
  let messages = [Self.message, Self.pendingMessage, Self.patternMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for binding in context.facts.bindings
    where binding.name != "_" && !context.isDeclared(at: binding.nameIndex) {
      // A released DispatchSourceTimer stops by itself (a suspended one crashes: timer_release_while_suspended).
      // A one-shot timer replaced while pending still fires once (a debounce then fires twice).
      guard let creation = context.creation(of: binding), creation.kind != .dispatch,
        let repeats = context.repeats(creation)
      else {
        continue
      }
      guard let functionScope = context.structure.function(containing: binding.nameIndex),
        let type = context.typeName(around: binding.nameIndex),
        !context.declaresLocal(binding.name, before: binding.nameIndex)
      else { continue }
      let function = context.name(ofFunction: functionScope)
      let property = binding.name
      guard !context.module.runsOnce(function, in: type), !context.module.observerStops(property, in: type),
        !guardsOrStops(context, property: property, type: type, in: functionScope, before: binding.nameIndex)
      else { continue }
      var notes = [
        context.repeatsNote(creation, repeats: repeats),
        HitNote(
          message: "`\(function)` assigns a new timer to `\(property)`", codeIndex: binding.nameIndex),
        HitNote(
          message:
            "before it, `\(function)` does not invalidate `\(property)` or compare it with nil, and no observer of `\(property)` stops the old timer"
        ),
      ]
      // The old timer keeps firing only when the method runs again while it is alive, and a
      // repeating timer whose own block stops it may be gone by then.
      let again =
        repeats && context.stopsItself(creation)
        ? nil : context.module.runsRepeatedly(function, in: type, property: property)
      if let again { notes.append(HitNote(message: again)) }
      hits.append(
        RuleHit(
          codeIndex: binding.nameIndex,
          message: again == nil ? Self.patternMessage : repeats ? Self.message : Self.pendingMessage,
          harm: again == nil ? .pattern : .bug,
          notes: notes, subject: file.isIdentifier(binding.nameIndex) ? "\(type).\(property)" : nil,
          // Only where the facts show the old timer alive when the method runs again.
          fix: again == nil
            ? nil
            : stopOldFix(
              context, name: binding.nameIndex, property: property, type: type, kind: creation.kind)))
    }
    return hits
  }

  /// Whether `functionScope`, before `use`, stops the old timer (on the property or a local bound to it), calls
  /// a method of the type that does, tests it against nil, reads a computed property that reads it,
  /// or checks a state.
  func guardsOrStops(
    _ context: LintContext, property: String, type: String, in functionScope: Int, before use: Int
  )
    -> Bool
  {
    let file = context.file
    if context.hasStateCheck(in: functionScope) { return true }
    let readers = context.module.computedReaders(of: property, in: type)
    let names = aliases(context, of: property, in: functionScope, before: use)
    let start = context.structure.scopes[functionScope].open + 1
    for codeIndex in start..<use where file.isIdentifier(codeIndex) {
      if context.isStopCall(codeIndex) {
        // `Poller.timer?.invalidate()` / `Self.timer?.invalidate()` stop a static property.
        if let receiver = context.receiver(ofMember: codeIndex),
          names.contains(receiver) || receiver == "\(type).\(property)" || receiver == "Self.\(property)"
        {
          return true
        }
      } else if readers.contains(file.text(codeIndex)) {
        return true
      } else if names.contains(file.text(codeIndex)),
        file.is(codeIndex + 1, "==") || file.is(codeIndex + 1, "!="),
        file.is(codeIndex + 2, "nil")
      {
        return true
      } else if file.is(codeIndex, "isValid"), file.isPunct(codeIndex - 1, "."),
        let receiver = context.receiver(ofMember: codeIndex), names.contains(receiver)
      {
        return true
      } else if names.contains(file.text(codeIndex)),
        file.is(codeIndex - 1, "let") || file.is(codeIndex - 1, "var"),
        !file.is(codeIndex + 1, "=")
      {
        // `if let timer {` / `guard let timer else`: a nil check in Swift 5.7's shorthand.
        return true
      } else if file.isPunct(codeIndex + 1, "("),
        !file.isPunct(codeIndex - 1, ".")
          || (file.is(codeIndex - 2, "self") && !file.isPunct(codeIndex - 3, ".")),
        context.module.callStops(file.text(codeIndex), property: property, in: type)
      {
        return true
      }
    }
    return false
  }

  /// `property` and the locals of `functionScope` bound to it before `use` (`if let old = timer`).
  func aliases(_ context: LintContext, of property: String, in functionScope: Int, before use: Int) -> Set<
    String
  > {
    let file = context.file
    var names: Set<String> = [property]
    for declaration in context.facts.declarations
    where declaration.keyword > context.structure.scopes[functionScope].open && declaration.keyword < use {
      guard var value = declaration.initializer else { continue }
      if file.is(value, "self"), file.isPunct(value + 1, ".") { value += 2 }
      if file.is(value, text: property), !file.isPunct(value + 1, "."), !file.isPunct(value + 1, "(") {
        names.insert(declaration.text)
      }
    }
    return names
  }

  static let message = RuleMessage.main
  static let pendingMessage = RuleMessage("pending")
  static let patternMessage = RuleMessage("unguarded")
}
