/// `timer_never_invalidated`: a repeating timer stored in a type that never stops it.
struct NeverInvalidatedRule: LintRule {
  let id = "timer_never_invalidated"

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var repeating: [String: Int] = [:]
    var propertyKeys: Set<String> = []
    for declaration in context.facts.declarations where declaration.isProperty {
      propertyKeys.insert("\(context.typeName(around: declaration.keyword) ?? "")\u{0}\(declaration.text)")
    }
    for binding in context.facts.bindings {
      guard let creation = context.creation(bindingValue: binding.value),
        let type = context.typeName(around: binding.nameIndex),
        propertyKeys.contains("\(type)\u{0}\(binding.name)"),
        isRepeating(context, creation, name: binding.name, type: type)
      else { continue }
      let key = "\(type)\u{0}\(binding.name)"
      if repeating[key] == nil { repeating[key] = binding.nameIndex }
    }
    var hits: [RuleHit] = []
    for (key, firstIndex) in repeating {
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
      let type = String(parts[0])
      let name = String(parts[1])
      let properties = Set(
        context.facts.declarations.filter { $0.isProperty && context.typeName(around: $0.keyword) == type }
          .map(\.text))
      var stopped = false
      for k in context.memberCalls("invalidate") + context.memberCalls("cancel")
      where context.typeName(around: k) == type {
        let receiver = context.receiver(ofMember: k)
        if receiver == name || receiver.map({ !properties.contains($0) }) ?? true {
          stopped = true
          break
        }
      }
      guard !stopped else { continue }
      let declaration = context.facts.declarations.first {
        $0.isProperty && $0.text == name && context.typeName(around: $0.keyword) == type
      }
      hits.append(RuleHit(k: declaration?.name ?? firstIndex, message: Self.message))
    }
    _ = file
    return hits
  }

  func isRepeating(
    _ context: LintContext, _ creation: (kind: TimerKind, name: Int, open: Int), name: String, type: String
  )
    -> Bool
  {
    switch creation.kind {
    case .displayLink: return true
    case .foundation:
      return context.value(
        context.argument("repeats", in: context.arguments(open: creation.open)), is: "true")
    case .dispatch:
      return context.memberCalls("schedule").contains { k in
        context.typeName(around: k) == type && context.receiver(ofMember: k) == name
          && context.argument("repeating", in: context.arguments(open: k + 1)) != nil
      }
    }
  }

  static let message =
    "repeating timer stored in this type is never stopped and keeps firing: call invalidate() (or cancel()) when done, e.g. in stop()"
}
