/// `timer_never_invalidated`: a repeating timer stored in a type that never stops it.
struct NeverInvalidatedRule: LintRule {
  let id = "timer_never_invalidated"

  /// A stored property: its type's name and its own.
  struct Property: Hashable {
    var type: String
    var name: String
  }

  func check(_ context: LintContext) -> [RuleHit] {
    guard !context.creations().isEmpty else { return [] }
    var declared: [Property: Int] = [:]
    var propertiesByType: [String: Set<String>] = [:]
    for declaration in context.facts.declarations where declaration.isProperty {
      let type = context.typeName(around: declaration.keyword) ?? ""
      let property = Property(type: type, name: declaration.text)
      if declared[property] == nil { declared[property] = declaration.name }
      propertiesByType[type, default: []].insert(declaration.text)
    }
    guard !declared.isEmpty else { return [] }
    var repeating: [Property: Int] = [:]
    for binding in context.facts.bindings {
      guard let creation = context.creation(bindingValue: binding.value),
        let type = context.typeName(around: binding.nameIndex)
      else { continue }
      let property = Property(type: type, name: binding.name)
      guard declared[property] != nil, repeating[property] == nil,
        isRepeating(context, creation, name: binding.name, type: type)
      else { continue }
      repeating[property] = binding.nameIndex
    }
    guard !repeating.isEmpty else { return [] }
    // Receivers stopped per type; a receiver that is not a property (an alias such as `t` in
    // `if let t = timer`, or `$0`) counts as stopping every timer of the type.
    var stopped: [String: Set<String>] = [:]
    var stopsAll: Set<String> = []
    for k in context.memberCalls("invalidate") + context.memberCalls("cancel") {
      let type = context.typeName(around: k) ?? ""
      guard let receiver = context.receiver(ofMember: k), propertiesByType[type]?.contains(receiver) == true
      else {
        stopsAll.insert(type)
        continue
      }
      stopped[type, default: []].insert(receiver)
    }
    var hits: [RuleHit] = []
    for (property, firstIndex) in repeating
    where !stopsAll.contains(property.type) && stopped[property.type]?.contains(property.name) != true {
      hits.append(RuleHit(k: declared[property] ?? firstIndex, message: Self.message))
    }
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
