/// `timer_handler_strong_self`: a repeating timer's handler (closure or method reference) that
/// holds `self` strongly while `self` keeps the timer alive and only `deinit` (or nothing) stops it.
struct HandlerStrongSelfRule: LintRule {
  let id = "timer_handler_strong_self"
  let messages = [Self.message, Self.methodMessage, Self.assignMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind == .foundation {
      let lifetime = context.lifetime(of: creation)
      // In a static method `self` is the type, which no capture keeps from going.
      guard lifetime.repeats == true, lifetime.isStoppedOnlyInDeinit, !isStatic(context, creation.name),
        let type = context.typeName(around: creation.name),
        context.module.isReference(type)
      else { continue }
      // A leak where the owner is meant to go: a `deinit` that stops the timer says the author
      // expects it to, whatever it is.
      let leaks = context.module.isMeantToGo(
        type, clearing: lifetime.stored?.property, stoppedInDeinit: !lifetime.stopsInDeinit.isEmpty,
        isStatic: lifetime.livesWithTheApp)
      let notes = [context.repeatsNote(creation, repeats: true)] + lifetime.notes(in: context)
      hits += handlers(
        context, name: creation.name, open: creation.open, label: "block", harm: leaks ? .bug : .pattern,
        notes: notes
      ).map {
        var hit = $0
        hit.subject = context.subject(of: creation)
        return hit
      }
    }
    for codeIndex in context.memberCalls(.setEventHandler) {
      guard !isStatic(context, codeIndex), let receiver = context.receiver(ofMember: codeIndex),
        !receiver.contains("."),
        let type = context.typeName(around: codeIndex), context.module.isReference(type),
        context.module.timerKind(of: receiver, in: type) == .dispatch,
        !context.declaresLocal(receiver, before: codeIndex),
        !clearsBeforeCancel(context, call: codeIndex)
      else { continue }
      let sites = context.module.stopSites(of: receiver, in: type)
      guard sites.outsideDeinit.isEmpty, !context.module.isStoppedFromOutside(receiver) else { continue }
      let leaks = context.module.isMeantToGo(
        type, clearing: receiver, stoppedInDeinit: !sites.inDeinit.isEmpty)
      // A handler that cancels its own source when its work is done ends the cycle itself.
      if let handler = context.closure(ofCall: codeIndex, label: "handler"),
        context.stopsTimer(in: context.structure.scopes[handler], receivers: [receiver])
      {
        continue
      }
      var notes = [HitNote(message: "`self.\(receiver)` is a DispatchSourceTimer that holds its handler")]
      if let site = sites.inDeinit.first {
        notes.append(HitNote(message: "cancelled only in deinit", location: site.location))
      } else {
        notes.append(
          HitNote(message: "no code of `\(type)` cancels `\(receiver)`"))
      }
      hits += handlers(
        context, name: codeIndex, open: codeIndex + 1, label: "handler", harm: leaks ? .bug : .pattern,
        notes: notes
      ).map {
        var hit = $0
        hit.subject = "\(type).\(receiver)"
        return hit
      }
    }
    for codeIndex in context.memberCalls(.sink) where isTimerPublisherChain(context, member: codeIndex) {
      guard let type = context.typeName(around: codeIndex), context.module.isReference(type),
        let holder = subscriptionHolder(context, sink: codeIndex, type: type),
        !subscriptionEnds(
          context, holder: holder, type: type,
          handler: context.closure(ofCall: codeIndex, label: "receiveValue"))
      else { continue }
      hits += handlers(
        context, name: codeIndex, open: codeIndex + 1, label: "receiveValue",
        harm: context.module.isMeantToGo(
          type, clearing: holder,
          stoppedInDeinit: !context.module.stopSites(of: holder, in: type).inDeinit.isEmpty)
          ? .bug : .pattern,
        notes: [
          HitNote(message: "the subscription to Timer.publish keeps the closure alive"),
          HitNote(message: "kept in `self.\(holder)`, which only deinit (or nothing) cancels"),
        ])
    }
    for codeIndex in context.memberCalls(.assign) where isTimerPublisherChain(context, member: codeIndex) {
      guard let type = context.typeName(around: codeIndex), context.module.isReference(type),
        context.value(context.argument("on", in: context.arguments(open: codeIndex + 1)), is: "self")
      else { continue }
      hits.append(
        RuleHit(
          codeIndex: codeIndex, message: Self.assignMessage,
          harm: context.module.isMeantToGo(type, clearing: nil, stoppedInDeinit: false) ? .bug : .pattern,
          notes: [HitNote(message: "assign(to:on: self) retains self")]))
    }
    return hits
  }

  /// Findings for the handler of the call named at `name` whose `(` (if any) is at `open`.
  func handlers(_ context: LintContext, name: Int, open: Int, label: String, harm: Harm, notes: [HitNote])
    -> [RuleHit]
  {
    let file = context.file
    var closure: Int?
    if file.isPunct(open, "(") {
      let arguments = context.arguments(open: open)
      if let argument = context.argument(label, in: arguments) {
        if file.isPunct(argument.value.lowerBound, "{") {
          closure = context.closureScope(at: argument.value.lowerBound)
        } else if let method = methodReference(context, argument) {
          return [
            RuleHit(
              codeIndex: name, message: Self.methodMessage, harm: harm,
              notes: [
                HitNote(message: "`\(method)` is a method of the type", codeIndex: argument.value.lowerBound)
              ]
                + notes)
          ]
        }
      }
      if closure == nil, let close = context.structure.partner(of: open), close > open,
        file.isPunct(close + 1, "{")
      {
        closure = context.closureScope(at: close + 1)
      }
    } else if file.isPunct(open, "{") {
      closure = context.closureScope(at: open)
    }
    guard let closure else { return [] }
    let scope = context.structure.scopes[closure]
    if scope.capturesSelfWeakly { return [] }
    // The capture list is evaluated once where the closure is made: `[loop = self.loop]` copies a
    // value and captures no `self`. Only the body counts.
    let bodyStart = (scope.signatureEnd ?? scope.open) + 1
    let uses = context.selfUses(in: bodyStart..<scope.close)
    if scope.capturesSelfStrongly && uses.isEmpty && !capturesPlainSelf(context, scope) { return [] }
    guard let first = uses.first ?? (scope.capturesSelfStrongly ? scope.open : nil) else { return [] }
    // Inside an outer `[weak self]` closure, `self?` / `self!` still reads the weak variable.
    if !uses.isEmpty, uses.allSatisfy({ file.is($0 + 1, "?") || file.is($0 + 1, "!") }),
      isInsideWeakSelfClosure(context, closure)
    {
      return []
    }
    return [
      RuleHit(
        codeIndex: name, message: Self.message, harm: harm,
        notes: [HitNote(message: "uses self strongly", codeIndex: first)] + notes)
    ]
  }

  /// `[self]` in the capture list (not `[loop = self.loop]`).
  func capturesPlainSelf(_ context: LintContext, _ scope: Scope) -> Bool {
    guard context.file.isPunct(scope.open + 1, "[") else { return false }
    guard let close = context.structure.partner(of: scope.open + 1), close > scope.open else { return false }
    return ((scope.open + 2)..<close).contains { codeIndex in
      context.file.is(codeIndex, "self") && !context.file.isPunct(codeIndex + 1, ".")
        && !context.file.isPunct(codeIndex - 1, ".")
    }
  }

  /// Whether `codeIndex` is in a `static` / `class` method, where `self` is the type, not an instance.
  func isStatic(_ context: LintContext, _ codeIndex: Int) -> Bool {
    guard let functionScope = context.structure.function(containing: codeIndex) else { return false }
    let header = context.structure.scopes[functionScope].header
    return context.file.is(header - 1, "static") || context.file.is(header - 1, "class")
      || context.file.is(header - 2, "static")
  }

  /// Whether a closure around `closure` (below its function) captures `self` weakly.
  func isInsideWeakSelfClosure(_ context: LintContext, _ closure: Int) -> Bool {
    for scope in context.structure.scopes(outwardFrom: context.structure.scopes[closure].parent) {
      let current = context.structure.scopes[scope]
      if current.kind == .closure, current.capturesSelfWeakly { return true }
      if current.kind != .closure && current.kind != .block { return false }
    }
    return false
  }

  /// The method a handler argument names (`handler: tick`, `handler: self.fire`), or `nil` for a
  /// stored closure (`block: self.block`, a `let`/`var` of function type) or anything else.
  func methodReference(_ context: LintContext, _ argument: Argument) -> String? {
    let file = context.file
    let value = argument.value
    let nameK: Int
    if value.count == 3, file.is(value.lowerBound, "self"), file.isPunct(value.lowerBound + 1, ".") {
      nameK = value.lowerBound + 2
    } else if value.count == 1, file.isIdentifier(value.lowerBound), !file.is(value.lowerBound, "nil") {
      nameK = value.lowerBound
    } else {
      return nil
    }
    let name = file.text(nameK)
    guard let type = context.typeName(around: nameK), let facts = context.module.type(type),
      facts.properties[name] == nil, facts.methods.contains(where: { $0.name == name }),
      !context.declaresLocal(name, before: nameK)
    else { return nil }
    return name
  }

  /// `Timer.publish(...)` somewhere up the member chain ending at `.member`.
  func isTimerPublisherChain(_ context: LintContext, member codeIndex: Int) -> Bool {
    context.publisherRoot(member: codeIndex) != nil
  }

  /// Every function of the type that cancels this source also clears its handler first.
  func clearsBeforeCancel(_ context: LintContext, call codeIndex: Int) -> Bool {
    guard let receiver = context.receiver(ofMember: codeIndex), let type = context.typeName(around: codeIndex)
    else {
      return false
    }
    // By function (`nil`: top level).
    var cancelling: Set<Int?> = []
    var clearing: Set<Int?> = []
    let calls = context.memberCalls(.cancel) + context.memberCalls(.setEventHandler)
    for scan in calls
    where context.typeName(around: scan) == type && context.receiver(ofMember: scan) == receiver {
      if context.file.is(scan, "cancel") { cancelling.insert(context.structure.function(containing: scan)) }
      if context.file.is(scan, "setEventHandler"),
        context.value(context.argument("handler", in: context.arguments(open: scan + 1)), is: "nil")
      {
        clearing.insert(context.structure.function(containing: scan))
      }
    }
    return !cancelling.isEmpty && cancelling.isSubset(of: clearing)
  }

  static let message = RuleMessage.main
  static let methodMessage = RuleMessage("method")
  static let assignMessage = RuleMessage("assign")
}
