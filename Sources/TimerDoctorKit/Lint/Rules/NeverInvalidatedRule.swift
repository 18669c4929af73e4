/// `timer_never_invalidated`: a repeating timer stored in a type that never stops it.
struct NeverInvalidatedRule: LintRule {
  let id = "timer_never_invalidated"

  /// A stored property: its type's name and its own.
  struct Property: Hashable {
    var type: String
    var name: String
  }

  func check(_ context: LintContext) -> [RuleHit] {
    guard !context.creations.isEmpty else { return [] }
    var repeating: [Property: Int] = [:]
    for binding in context.facts.bindings {
      guard let creation = context.creation(of: binding),
        let type = context.typeName(around: binding.nameIndex)
      else { continue }
      let property = Property(type: type, name: binding.name)
      guard repeating[property] == nil, let declaration = declaration(context, property),
        isRepeating(context, creation, name: binding.name, type: type)
      else { continue }
      repeating[property] = declaration
    }
    guard !repeating.isEmpty else { return [] }
    // A receiver that is not a property (an alias such as `t` in `if let t = timer`, or `$0`)
    // counts as stopping every timer of its type.
    var properties: [String: Set<String>] = [:]
    var stopped: Set<Property> = []
    var stopsAll: Set<String> = []
    for k in context.memberCalls("invalidate") + context.memberCalls("cancel") {
      let type = context.typeName(around: k) ?? ""
      if properties[type] == nil {
        properties[type] = Set(
          context.facts.declarations.filter { $0.isProperty && context.typeName(around: $0.keyword) == type }
            .map(\.text))
      }
      guard let receiver = context.receiver(ofMember: k), properties[type]?.contains(receiver) == true else {
        stopsAll.insert(type)
        continue
      }
      stopped.insert(Property(type: type, name: receiver))
    }
    return repeating.compactMap { property, declaration in
      stopsAll.contains(property.type) || stopped.contains(property)
        ? nil : RuleHit(k: declaration, message: Self.message)
    }
  }

  /// The code index of the property's declared name, when the type declares it in this file.
  func declaration(_ context: LintContext, _ property: Property) -> Int? {
    context.facts.declarations.first {
      $0.isProperty && $0.text == property.name && context.typeName(around: $0.keyword) == property.type
    }?.name
  }

  func isRepeating(
    _ context: LintContext, _ creation: TimerCreation, name: String, type: String
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
