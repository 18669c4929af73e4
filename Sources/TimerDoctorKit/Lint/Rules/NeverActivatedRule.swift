/// `timer_never_activated`: a `makeTimerSource` result that is never `activate()`d or `resume()`d.
struct NeverActivatedRule: LintRule {
  let id = "timer_never_activated"

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for binding in context.facts.bindings {
      guard let creation = context.reader.timerCreation(at: binding.value), creation.kind == .dispatch else {
        continue
      }
      if !isStarted(context, binding.nameIndex, name: binding.name) {
        hits.append(RuleHit(k: creation.name, message: Self.message))
      }
    }
    return hits
  }

  /// Follows the timer through the names it is stored in (`self.timer = timer`,
  /// `timers[id] = timer`) and looks for an `activate()` / `resume()` on any of them. A timer
  /// passed to a call or returned counts as started: the code there owns it.
  func isStarted(_ context: LintContext, _ nameIndex: Int, name: String) -> Bool {
    let file = context.file
    var aliases: Set<String> = [name]
    var range = searchRange(context, nameIndex)
    var typeRange: [Int] {
      context.typeName(around: nameIndex).map { context.indexes(inType: $0) } ?? Array(0..<file.count)
    }
    var changed = true
    while changed {
      changed = false
      for k in range
      where file.isIdentifier(k) && k != nameIndex && aliases.contains(where: { file.is(k, text: $0) }) {
        if file.isPunct(k - 1, "."), !file.is(k - 2, "self") { continue }
        if file.is(k - 1, "let") || file.is(k - 1, "var") { continue }
        var next = k + 1
        while file.is(next, "?") || file.is(next, "!") { next += 1 }
        if file.isPunct(next, ".") || file.isPunct(next, "[") || file.is(next, "=") || file.is(next, "==")
          || file.is(next, "!=") || file.isPunct(next, ":")
        {
          continue
        }
        if file.is(k - 1, "="), let target = assignee(context, before: k - 1) {
          if aliases.insert(target).inserted { changed = true }
          range = typeRange
          continue
        }
        if file.isPunct(k - 1, "("), file.is(k - 2, "append"), file.isPunct(k - 3, "."),
          file.isIdentifier(k - 4)
        {
          if aliases.insert(file.text(k - 4)).inserted { changed = true }
          range = typeRange
          continue
        }
        return true
      }
    }
    for k in range where context.isMemberCall(k, "resume") || context.isMemberCall(k, "activate") {
      var j = k - 2
      while j >= 0, k - j <= 8 {
        if file.isIdentifier(j), aliases.contains(where: { file.is(j, text: $0) }) { return true }
        if file.isPunct(j, ";") || file.isPunct(j, "{") || file.isPunct(j, "}") { break }
        j -= 1
      }
    }
    return false
  }

  /// The stored-to name of an assignment whose `=` is at `equals`: `x`, `self.x`, `x[key]`.
  func assignee(_ context: LintContext, before equals: Int) -> String? {
    let file = context.file
    var j = equals - 1
    if file.isPunct(j, "]") {
      let open = context.structure.partner(of: j)
      guard open > 0 else { return nil }
      j = open - 1
    }
    return file.isIdentifier(j) ? file.text(j) : nil
  }

  /// Where the binding's name can be activated: its function for a local, its type for a
  /// property, the file otherwise.
  func searchRange(_ context: LintContext, _ nameIndex: Int) -> [Int] {
    let isLocal = context.facts.declarations.contains {
      $0.name == nameIndex && !$0.isProperty && $0.scope >= 0
    }
    if isLocal {
      let f = context.structure.function(containing: nameIndex)
      let scope = f >= 0 ? f : context.unit(nameIndex)
      if scope >= 0 {
        return Array((context.structure.scopes[scope].open + 1)..<context.structure.scopes[scope].close)
      }
    }
    if let type = context.typeName(around: nameIndex) { return context.indexes(inType: type) }
    return Array(0..<context.file.count)
  }

  static let message =
    "DispatchSourceTimer is never activated: call activate() (or resume()) once after setting its handler; releasing an inactive source crashes even after cancel()"
}
