/// `timer_never_activated`: a `makeTimerSource` result that is never `activate()`d or `resume()`d.
struct NeverActivatedRule: LintRule {
  let id = "timer_never_activated"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    var index: StartIndex?
    for binding in context.facts.bindings {
      guard let creation = binding.creation, creation.kind == .dispatch else {
        continue
      }
      // Built once per file and only when a dispatch timer is created: each timer then looks at
      // its own names' occurrences, not at the whole scope (which was quadratic in timers).
      if index == nil { index = StartIndex(context) }
      if !isStarted(context, binding.nameIndex, name: binding.name, index: index!) {
        hits.append(RuleHit(codeIndex: creation.name, message: Self.message, harm: .crash))
      }
    }
    return hits
  }

  /// Follows the timer through the names it is stored in (`self.timer = timer`,
  /// `timers[id] = timer`) and looks for an `activate()` / `resume()` on any of them. A timer
  /// passed to a call or returned counts as started: the code there owns it.
  func isStarted(_ context: LintContext, _ nameIndex: Int, name: String, index: StartIndex) -> Bool {
    let file = context.file
    var aliases: Set<String> = [name]
    var scope = searchScope(context, nameIndex, index: index)
    var changed = true
    while changed {
      changed = false
      for alias in aliases {
        for codeIndex in index.occurrences(of: alias, in: context)
        where codeIndex != nameIndex && scope.contains(codeIndex) {
          if file.isPunct(codeIndex - 1, "."), !file.is(codeIndex - 2, "self") { continue }
          if file.is(codeIndex - 1, "let") || file.is(codeIndex - 1, "var") { continue }
          var next = codeIndex + 1
          while file.is(next, "?") || file.is(next, "!") { next += 1 }
          if file.isPunct(next, ".") || file.isPunct(next, "[") || file.is(next, "=") || file.is(next, "==")
            || file.is(next, "!=") || file.isPunct(next, ":")
          {
            continue
          }
          let stored: String
          if file.is(codeIndex - 1, "="), let target = assignee(context, before: codeIndex - 1) {
            stored = target
          } else if file.isPunct(codeIndex - 1, "("), file.is(codeIndex - 2, "append"),
            file.isPunct(codeIndex - 3, "."),
            file.isIdentifier(codeIndex - 4)
          {
            stored = file.text(codeIndex - 4)
          } else {
            return true
          }
          // Stored elsewhere: follow the new name through the whole type.
          scope = index.typeScope(context, around: nameIndex)
          if aliases.insert(stored).inserted { changed = true }
        }
        if changed { break }
      }
    }
    for codeIndex in index.starts where scope.contains(codeIndex) {
      var scan = codeIndex - 2
      while scan >= 0, codeIndex - scan <= 8 {
        if file.isIdentifier(scan), aliases.contains(where: { file.is(scan, text: $0) }) { return true }
        if file.isPunct(scan, ";") || file.isPunct(scan, "{") || file.isPunct(scan, "}") { break }
        scan -= 1
      }
    }
    return false
  }

  /// The stored-to name of an assignment whose `=` is at `equals`: `x`, `self.x`, `x[key]`.
  func assignee(_ context: LintContext, before equals: Int) -> String? {
    let file = context.file
    var scan = equals - 1
    if file.isPunct(scan, "]") {
      guard let open = context.structure.partner(of: scan), open > 0 else { return nil }
      scan = open - 1
    }
    return file.isIdentifier(scan) ? file.text(scan) : nil
  }

  /// Where the binding's name can be activated: its function for a local, its type for a
  /// property, the file otherwise.
  func searchScope(_ context: LintContext, _ nameIndex: Int, index: StartIndex) -> SearchScope {
    if index.localNames.contains(nameIndex) {
      if let scope = context.structure.function(containing: nameIndex) ?? context.unit(nameIndex) {
        return .span((context.structure.scopes[scope].open + 1)..<context.structure.scopes[scope].close)
      }
    }
    return index.typeScope(context, around: nameIndex)
  }

  static let message = RuleMessage.main
}
