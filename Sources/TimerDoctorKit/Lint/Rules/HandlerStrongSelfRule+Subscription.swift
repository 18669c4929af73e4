extension HandlerStrongSelfRule {
  /// Where a `Timer.publish` subscription is kept: the property its chain is assigned to
  /// (`self.ticks = Timer.publish(...).sink { }`) or the set it is stored in
  /// (`.store(in: &cancellables)`). `nil` when nothing of the type keeps it: an `AnyCancellable`
  /// that nothing holds cancels the subscription as it goes, so no cycle forms.
  func subscriptionHolder(_ context: LintContext, sink codeIndex: Int, type: String) -> String? {
    let file = context.file
    let properties = context.module.type(type)?.properties ?? [:]
    let isProperty = { (name: String) in name != "_" && properties[name] != nil }
    if let root = context.publisherRoot(member: codeIndex), file.is(root - 1, "="),
      file.kind(root - 1) == .operator, file.isIdentifier(root - 2)
    {
      let name = file.text(root - 2)
      let qualified = file.isPunct(root - 3, ".") && file.is(root - 4, "self")
      let local = context.declaresLocal(name, before: root - 2) || context.isLocalDeclaration(at: root - 2)
      if qualified || !local { return isProperty(name) ? name : nil }
      // `let sub = Timer.publish(...).sink { }` kept later: `bag.insert(sub)`, `self.ticks = sub`.
      return keeper(of: name, after: root, context).flatMap { isProperty($0) ? $0 : nil }
    }
    // `sink(receiveValue: { })`, `sink(...) { }` or `sink { }`.
    var end = codeIndex
    if file.isPunct(end + 1, "("), let close = context.structure.partner(of: end + 1), close > end {
      end = close
    }
    if file.isPunct(end + 1, "{"), let close = context.structure.partner(of: end + 1), close > end {
      end = close
    }
    // `.store(in: &cancellables)` or `.store(in: &self.cancellables)`.
    guard file.isPunct(end + 1, "."), file.is(end + 2, "store"), file.isPunct(end + 3, "("),
      file.is(end + 4, "in"), file.isPunct(end + 5, ":"), file.is(end + 6, "&")
    else { return nil }
    var name = end + 7
    if file.is(name, "self"), file.isPunct(name + 1, ".") { name += 2 }
    return file.isIdentifier(name) && isProperty(file.text(name)) ? file.text(name) : nil
  }

  /// The property that later code of the function keeps a local subscription in:
  /// `bag.insert(local)`, `self.ticks = local` or `local.store(in: &bag)`.
  func keeper(of local: String, after start: Int, _ context: LintContext) -> String? {
    let file = context.file
    guard let function = context.structure.function(containing: start) else { return nil }
    let end = context.structure.scopes[function].close
    for codeIndex in start..<end where file.is(codeIndex, text: local) {
      if file.isPunct(codeIndex - 1, "("), file.is(codeIndex - 2, "insert"), file.isPunct(codeIndex - 3, "."),
        file.isIdentifier(codeIndex - 4)
      {
        return file.text(codeIndex - 4)
      }
      if file.is(codeIndex - 1, "="), file.isIdentifier(codeIndex - 2), !file.is(codeIndex - 3, "let"),
        !file.is(codeIndex - 3, "var")
      {
        return file.text(codeIndex - 2)
      }
      if file.isPunct(codeIndex + 1, "."), file.is(codeIndex + 2, "store"), file.is(codeIndex + 6, "&") {
        let name = file.is(codeIndex + 7, "self") ? codeIndex + 9 : codeIndex + 7
        return file.isIdentifier(name) ? file.text(name) : nil
      }
    }
    return nil
  }

  /// Whether the subscription ends before the owner goes: its own handler cancels or drops it, or
  /// a method of the type other than `deinit` cancels it, sets it to nil or empties its set.
  func subscriptionEnds(_ context: LintContext, holder: String, type: String, handler: Int?) -> Bool {
    if let handler {
      let scope = context.structure.scopes[handler]
      if context.stopsTimer(in: scope, receivers: [holder]) { return true }
    }
    if context.module.isStoppedFromOutside(holder) { return true }
    let methods = context.module.type(type)?.methods ?? []
    return methods.contains {
      $0.name != "deinit"
        && ($0.stops.contains(holder) || $0.clears.contains(holder) || $0.empties.contains(holder))
    }
  }

}
