/// `timer_handler_strong_self`: a timer handler closure (or method reference) that holds `self`
/// strongly.
struct HandlerStrongSelfRule: LintRule {
  let id = "timer_handler_strong_self"

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where creation.kind == .foundation {
      hits += handlers(context, name: creation.name, open: creation.open, label: "block")
    }
    for k in context.memberCalls("setEventHandler") where !clearsBeforeCancel(context, call: k) {
      hits += handlers(context, name: k, open: k + 1, label: "handler")
    }
    for k in context.memberCalls("sink") where isTimerPublisherChain(context, member: k) {
      hits += handlers(context, name: k, open: k + 1, label: "receiveValue")
    }
    for k in context.memberCalls("assign") where isTimerPublisherChain(context, member: k) {
      if context.value(context.argument("on", in: context.arguments(open: k + 1)), is: "self"),
        isReference(context, k)
      {
        hits.append(RuleHit(k: k, message: Self.assignMessage))
      }
    }
    return hits
  }

  /// Findings for the handler of the call named at `name` whose `(` (if any) is at `open`.
  func handlers(_ context: LintContext, name: Int, open: Int, label: String) -> [RuleHit] {
    let file = context.file
    guard isReference(context, name) else { return [] }
    var closure = -1
    if file.isPunct(open, "(") {
      let arguments = context.arguments(open: open)
      if let argument = context.argument(label, in: arguments) {
        if file.isPunct(argument.value.lowerBound, "{") {
          closure = context.closureScope(at: argument.value.lowerBound)
        } else if isMethodReference(context, argument) {
          return [RuleHit(k: name, message: Self.methodMessage)]
        }
      }
      let close = context.structure.partner(of: open)
      if closure < 0, close > open, file.isPunct(close + 1, "{") {
        closure = context.closureScope(at: close + 1)
      }
    } else if file.isPunct(open, "{") {
      closure = context.closureScope(at: open)
    }
    guard closure >= 0 else { return [] }
    let scope = context.structure.scopes[closure]
    if scope.capturesSelfWeakly { return [] }
    if scope.capturesSelfStrongly { return [RuleHit(k: name, message: Self.message)] }
    let uses = context.selfUses(in: (scope.open + 1)..<scope.close)
    guard !uses.isEmpty else { return [] }
    // Inside an outer `[weak self]` closure, `self?` / `self!` still reads the weak variable.
    if uses.allSatisfy({ file.is($0 + 1, "?") || file.is($0 + 1, "!") }),
      isInsideWeakSelfClosure(context, closure)
    {
      return []
    }
    return [RuleHit(k: name, message: Self.message)]
  }

  /// Whether a closure around `closure` (below its function) captures `self` weakly.
  func isInsideWeakSelfClosure(_ context: LintContext, _ closure: Int) -> Bool {
    var scope = context.structure.scopes[closure].parent
    while scope >= 0 {
      let current = context.structure.scopes[scope]
      if current.kind == .closure, current.capturesSelfWeakly { return true }
      if current.kind != .closure && current.kind != .block { return false }
      scope = current.parent
    }
    return false
  }

  /// `handler: tick` (a method of this file) or `handler: self.fire`.
  func isMethodReference(_ context: LintContext, _ argument: Argument) -> Bool {
    let file = context.file
    let value = argument.value
    if value.count == 3, file.is(value.lowerBound, "self"), file.isPunct(value.lowerBound + 1, ".") {
      return true
    }
    guard value.count == 1, file.isIdentifier(value.lowerBound), !file.is(value.lowerBound, "nil") else {
      return false
    }
    let name = file.text(value.lowerBound)
    for k in 0..<file.count where file.is(k, "func") && file.is(k + 1, text: name) { return true }
    return false
  }

  /// Whether `self` at `k` is a reference: a class or actor declared in this file. An
  /// extension of a type declared elsewhere may be a SwiftUI struct: stay silent.
  func isReference(_ context: LintContext, _ k: Int) -> Bool {
    guard let type = context.typeName(around: k) else { return false }
    return context.isReferenceType(type)
  }

  /// `Timer.publish(...)` somewhere up the member chain ending at `.member`.
  func isTimerPublisherChain(_ context: LintContext, member k: Int) -> Bool {
    let file = context.file
    var j = k - 1
    var steps = 0
    while j >= 0, steps < 64 {
      steps += 1
      if file.isPunct(j, ")") || file.isPunct(j, "}") {
        let open = context.structure.partner(of: j)
        guard open > 0 else { return false }
        j = open - 1
      } else if file.is(j, "publish") {
        return file.isPunct(j - 1, ".") && file.is(j - 2, "Timer")
      } else if file.isIdentifier(j) && Keyword.of(file, j) == nil || file.isPunct(j, ".") || file.is(j, "?")
        || file.is(j, "!")
      {
        j -= 1
      } else {
        return false
      }
    }
    return false
  }

  /// Every function of the type that cancels this source also clears its handler first.
  func clearsBeforeCancel(_ context: LintContext, call k: Int) -> Bool {
    guard let receiver = context.receiver(ofMember: k), let type = context.typeName(around: k) else {
      return false
    }
    var cancelling: Set<Int> = []
    var clearing: Set<Int> = []
    let calls = context.memberCalls("cancel") + context.memberCalls("setEventHandler")
    for j in calls where context.typeName(around: j) == type && context.receiver(ofMember: j) == receiver {
      if context.file.is(j, "cancel") { cancelling.insert(context.structure.function(containing: j)) }
      if context.file.is(j, "setEventHandler"),
        context.value(context.argument("handler", in: context.arguments(open: j + 1)), is: "nil")
      {
        clearing.insert(context.structure.function(containing: j))
      }
    }
    return !cancelling.isEmpty && cancelling.isSubset(of: clearing)
  }

  static let message =
    "timer handler captures self strongly, so self lives as long as the timer: add [weak self] to this closure's capture list"
  static let methodMessage =
    "a method reference as timer handler captures self strongly: pass a closure with [weak self] that calls the method"
  static let assignMessage =
    "assign(to:on: self) on a timer publisher retains self: use assign(to: &$property) or sink with [weak self]"
}
