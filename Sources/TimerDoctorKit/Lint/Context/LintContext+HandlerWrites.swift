/// What a timer's handler visibly does: the stored state it writes or the UI it refreshes. Rules
/// that grade harm by "the handler updates what a user sees" or "the handler writes its owner's
/// state" ask here, so the judgement lives once.
extension LintContext {
  /// Assignment operators: a name right before one is written.
  static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "??="]

  /// Operators that keep a count: `remaining -= 1`, `elapsed += 1`.
  static let countingOperators: Set<String> = ["+=", "-="]

  /// UIKit, AppKit and Combine calls that redraw or publish a change.
  static let refreshCalls: [StaticString] = [
    "setNeedsDisplay", "setNeedsLayout", "reloadData", "setProgress", "setTitle", "setImage", "reloadItems",
    "reloadRows", "scrollToItem", "setContentOffset",
  ]

  /// The first write of stored state in scope `scopeIndex` (a handler closure or a method): an
  /// assignment to a member chain (`label.text = `, `self.remaining -= 1`), to a property of
  /// `type` that no local hides (`remaining = 0`), a redraw call (`setNeedsDisplay()`), or
  /// `objectWillChange.send()`; then, one level down, the same in a method of the file it calls
  /// (`self?.tick()`). The note names the write's line; `nil` when the linter sees no write.
  ///
  /// With `counting`, only a count kept per tick (`+=`, `-=`) is a write: a tick the run loop
  /// misses is then lost for good, not only shown late.
  func handlerWrite(in scopeIndex: Int, type: String, counting: Bool = false, followingCalls: Bool = true)
    -> HitNote?
  {
    let scope = structure.scopes[scopeIndex]
    let properties = module.type(type)?.properties ?? [:]
    var calls: [Int] = []
    for codeIndex in (scope.open + 1)..<scope.close where file.isIdentifier(codeIndex) {
      let name = file.text(codeIndex)
      let operation = file.text(codeIndex + 1)
      let verb = counting ? "counts ticks in" : "writes"
      if file.kind(codeIndex + 1) == .operator,
        counting ? Self.countingOperators.contains(operation) : Self.assignmentOperators.contains(operation),
        !file.is(codeIndex - 1, "let"), !file.is(codeIndex - 1, "var")
      {
        if file.isPunct(codeIndex - 1, ".") {
          return HitNote(
            message: "the handler \(verb) `\(memberChain(endingAt: codeIndex))`", codeIndex: codeIndex)
        }
        // A bare name that no local or parameter declares is a property, the type's or inherited
        // (`transform` in a `UIView` subclass).
        if properties[name]?.isComputed != true, !declaresLocal(name, before: codeIndex),
          properties[name] != nil || !(module.type(type)?.inherits.isEmpty ?? true)
        {
          let owner = properties[name] == nil ? "" : ", a property of `\(type)`"
          return HitNote(message: "the handler \(verb) `\(name)`\(owner)", codeIndex: codeIndex)
        }
      }
      if !counting,
        Self.refreshCalls.contains(where: { isMemberCall(codeIndex, $0) || file.is(codeIndex, $0) }),
        file.isPunct(codeIndex + 1, "(")
      {
        return HitNote(message: "the handler calls `\(name)()`", codeIndex: codeIndex)
      }
      if !counting, file.is(codeIndex, "send"), file.isPunct(codeIndex - 1, "."),
        file.is(codeIndex - 2, "objectWillChange")
      {
        return HitNote(message: "the handler calls `objectWillChange.send()`", codeIndex: codeIndex)
      }
      if followingCalls, file.isPunct(codeIndex + 1, "("), isOwnMethodCall(codeIndex) {
        calls.append(codeIndex)
      }
    }
    for call in calls {
      let name = file.text(call)
      for index in structure.scopes.indices where index != scopeIndex {
        let method = structure.scopes[index]
        guard method.kind == .function, method.name == name, typeName(around: method.open) == type,
          let write = handlerWrite(in: index, type: type, counting: counting, followingCalls: false)
        else { continue }
        return HitNote(
          message: "the handler calls `\(name)()`, where \(write.message.dropFirst("the handler ".count))",
          codeIndex: write.codeIndex)
      }
    }
    return nil
  }

  /// Whether the call named at `codeIndex` is on `self` (`tick()`, `self.tick()`, `self?.tick()`).
  func isOwnMethodCall(_ codeIndex: Int) -> Bool {
    guard file.isPunct(codeIndex - 1, ".") else { return Keyword.of(file, codeIndex) == nil }
    if file.is(codeIndex - 2, "self") { return !file.isPunct(codeIndex - 3, ".") }
    return file.is(codeIndex - 2, "?") && file.is(codeIndex - 3, "self")
  }

  /// `a.b.name` for the member named at `codeIndex`, through `?` and `!`.
  func memberChain(endingAt codeIndex: Int) -> String {
    var parts = [file.text(codeIndex)]
    var scan = codeIndex - 1
    while scan > 0, file.isPunct(scan, ".") {
      var name = scan - 1
      if file.is(name, "?") || file.is(name, "!") { name -= 1 }
      guard file.isIdentifier(name) else { break }
      parts.insert(file.text(name), at: 0)
      scan = name - 1
    }
    return parts.joined(separator: ".")
  }

  /// The handler of a `Timer` or display link: its block, or the method of its type that its
  /// `selector:` names; `nil` when neither is in this file.
  func handlerScope(of creation: TimerCreation) -> Int? {
    if let block = handlerClosure(of: creation) { return block }
    guard let method = selectorMethod(of: creation), let type = typeName(around: creation.name) else {
      return nil
    }
    return structure.scopes.indices.first {
      structure.scopes[$0].kind == .function && structure.scopes[$0].name == method
        && typeName(around: structure.scopes[$0].open) == type
    }
  }
}
