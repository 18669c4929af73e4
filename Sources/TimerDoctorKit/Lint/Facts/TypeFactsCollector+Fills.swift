extension TypeFactsCollector {
  /// The property a lock's closure hands out: `let t = lock.withLock { let t = timer; timer = nil;
  /// return t }` swaps the timer out under a lock, so invalidating the local stops the property.
  func copyReturned(fromClosureAt value: Int) -> String? {
    // `lock.withLock {`, `queue.sync {`: names joined by dots, right before the closure. (Tokens
    // carry no line breaks: `let old = timer` then `lock.withLock {` on the next line is no chain.)
    var open = value
    while file.isIdentifier(open), file.isPunct(open + 1, "."), file.isIdentifier(open + 2) { open += 2 }
    open += 1
    guard open > value + 2, file.isPunct(open, "{"), let closure = context.closureScope(at: open) else {
      return nil
    }
    let body = structure.scopes[closure]
    for codeIndex in (body.open + 1)..<body.close
    where file.is(codeIndex, "return") && file.isIdentifier(codeIndex + 1)
      && structure.scope(at: codeIndex) == closure
    {
      let name = file.text(codeIndex + 1)
      let local = context.facts.declarations.last {
        $0.text == name && $0.keyword > body.open && $0.keyword < codeIndex && !$0.isProperty
      }
      return local.map(alias) ?? name
    }
    return nil
  }

  /// `Timer()`: an empty timer object, never scheduled, that code keeps only to have a non-nil value.
  func isPlaceholder(_ binding: Binding) -> Bool {
    binding.creation.map(isPlaceholder) ?? false
  }

  /// Whether `creation` is `Timer()`, with no arguments.
  func isPlaceholder(_ creation: TimerCreation) -> Bool {
    creation.kind == .foundation && file.is(creation.name, "Timer") && file.isPunct(creation.open + 1, ")")
  }

  /// Property names filled through another object (`store.progressTimer = Timer.scheduledTimer(...)`):
  /// a type's property another type fills is not empty.
  func outsideFills() -> Set<String> {
    var names: Set<String> = []
    for codeIndex in 0..<file.count
    where file.isIdentifier(codeIndex) && file.is(codeIndex + 1, "=") && file.kind(codeIndex + 1) == .operator
      && file.isPunct(codeIndex - 1, ".") && !file.is(codeIndex + 2, "nil")
    {
      var receiver = codeIndex - 2
      if file.is(receiver, "?") || file.is(receiver, "!") { receiver -= 1 }
      if file.isIdentifier(receiver),
        !file.is(receiver, oneOf: Self.selfAliasWords) || file.isPunct(receiver - 1, ".")
      {
        names.insert(file.text(codeIndex))
      }
    }
    return names
  }

  /// `[]`, `[:]`, `.init()`, `Set<AnyCancellable>()`: an empty collection, which drops (and so
  /// cancels) every subscription the property held.
  func isEmptyCollection(at value: Int) -> Bool {
    if file.isPunct(value, "[") {
      return file.isPunct(value + 1, "]") || (file.isPunct(value + 1, ":") && file.isPunct(value + 2, "]"))
    }
    if file.isPunct(value, "."), file.is(value + 1, "init"), file.isPunct(value + 2, "(") {
      return file.isPunct(value + 3, ")")
    }
    guard file.is(value, "Set") || file.is(value, "Array"), file.is(value + 1, "<"),
      let close = (value + 2..<min(value + 12, file.count)).first(where: { file.is($0, ">") })
    else { return false }
    return file.isPunct(close + 1, "(") && file.isPunct(close + 2, ")")
  }

  /// `subscriptions.forEach { $0.cancel() }`: a member call whose closure cancels each element.
  func cancelsEach(member codeIndex: Int) -> Bool {
    guard file.isPunct(codeIndex - 1, "."), file.is(codeIndex, "forEach"),
      let closure = context.closure(ofCall: codeIndex, label: nil)
    else { return false }
    let scope = structure.scopes[closure]
    return ((scope.open + 1)..<scope.close).contains { context.isMemberCall($0, "cancel") }
  }
}
