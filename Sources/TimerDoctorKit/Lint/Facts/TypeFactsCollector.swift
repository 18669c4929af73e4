/// Reads what one file says about its types: properties, observers, computed readers, methods
/// and what each method does to which property. Receivers are resolved to the type's own
/// properties (`timer`, `self.timer`, `strongSelf.timer`, a local alias `if let t = timer`);
/// a call on another object (`tab.timer?.invalidate()`) is not a call on `timer`.
struct TypeFactsCollector {
  let context: LintContext
  let lines: LineTable

  init(context: LintContext) {
    self.context = context
    lines = LineTable(context.file.bytes)
  }

  var file: SourceFile { context.file }
  var structure: Structure { context.structure }

  /// Every type of the file with its members, in the order the file first declares them.
  func collect() -> [TypeFacts] {
    // An array and an index, not a dictionary of facts: `byName[type]?.x = ...` copied the
    // whole `TypeFacts` out and back for every member. Members find their type's facts through
    // the scope that declares them, with no name hashed.
    var types: [TypeFacts] = []
    var indexOf: [String: Int] = [:]
    var factsOfScope = [Int](repeating: -1, count: structure.scopes.count)
    for (scopeIndex, scope) in structure.scopes.enumerated() where scope.isType {
      var facts = TypeFacts(name: scope.name)
      facts.files = [file.path]
      switch scope.kind {
      case .type(.class), .type(.actor): facts.isReference = true
      case .type(.struct), .type(.enum): facts.isValue = true
      default: break
      }
      facts.inherits = inheritance(of: scope)
      if let index = indexOf[scope.name] {
        types[index].merge(facts)
        factsOfScope[scopeIndex] = index
      } else {
        indexOf[scope.name] = types.count
        factsOfScope[scopeIndex] = types.count
        types.append(facts)
      }
    }
    /// The facts index of the type around `codeIndex`, if any.
    func facts(around codeIndex: Int) -> Int? {
      structure.type(containing: codeIndex).map { factsOfScope[$0] }
    }
    for declaration in context.facts.declarations where declaration.isProperty {
      guard let index = facts(around: declaration.keyword) else { continue }
      if Self.singletonNames.contains(declaration.text), file.is(declaration.keyword - 1, "static"),
        file.is(declaration.keyword, "let")
      {
        types[index].isSingleton = true
      }
      if types[index].properties[declaration.text] == nil {
        types[index].properties[declaration.text] = property(declaration)
      }
    }
    for binding in context.facts.bindings where !file.is(binding.value, "nil") && !isPlaceholder(binding) {
      guard let index = facts(around: binding.nameIndex), isPropertyReference(binding.nameIndex) else {
        continue
      }
      types[index].filledProperties.insert(binding.name)
    }
    for binding in context.facts.bindings {
      guard let creation = context.creation(of: binding), let index = facts(around: binding.nameIndex),
        isPropertyReference(binding.nameIndex)
      else { continue }
      types[index].assignedKinds[binding.name] = creation.kind
    }
    for (scopeIndex, scope) in structure.scopes.enumerated() where scope.kind == .function {
      guard let parent = scope.parent else { continue }
      if structure.scopes[parent].isType {
        types[factsOfScope[parent]].methods.append(method(scopeIndex))
      } else if scope.name == "willSet" || scope.name == "didSet", let index = facts(around: scope.open) {
        // A property observer is code of the type: `didSet { timer?.invalidate() }` of another
        // property stops the timer whenever that property changes.
        types[index].methods.append(method(scopeIndex))
      }
    }
    return types
  }

  /// What the file does with names it does not own, or owns and gives away.
  func uses() -> FileUses {
    let handOffs = context.handOffs()
    return FileUses(
      outsideStops: outsideStops(), outsideFills: outsideFills(), handedOn: handOffs.own,
      handedOnFromOutside: handOffs.outside)
  }

  /// Property names stopped through another object (`player.timer?.invalidate()`).
  func outsideStops() -> Set<String> {
    var names: Set<String> = []
    for codeIndex in context.memberCalls(.invalidate) + context.memberCalls(.cancel) {
      guard let receiver = context.receiver(ofMember: codeIndex) else { continue }
      let parts = receiver.split(separator: ".")
      if parts.count >= 2, !Self.selfAliases.contains(String(parts[0])) {
        names.insert(String(parts[parts.count - 1]))
      }
    }
    return names
  }

  /// The names after `:` in the type's header, before `where` and the body.
  func inheritance(of scope: Scope) -> Set<String> {
    var names: Set<String> = []
    // The first `:` outside the generic parameters (`Container<Content: View>: UIControl`).
    var codeIndex = scope.header + 1
    var generics = 0
    while codeIndex < scope.open, generics > 0 || !file.isPunct(codeIndex, ":") {
      if file.is(codeIndex, "<") { generics += 1 }
      if file.is(codeIndex, ">") { generics = max(0, generics - 1) }
      codeIndex += 1
    }
    var depth = 0
    while codeIndex < scope.open, !file.is(codeIndex, "where") {
      if file.is(codeIndex, "<") { depth += 1 }
      if file.is(codeIndex, ">") { depth -= 1 }
      if depth == 0, file.isIdentifier(codeIndex), !file.isPunct(codeIndex + 1, ".") {
        names.insert(file.text(codeIndex))
      }
      codeIndex += 1
    }
    return names
  }

  /// Whether the bound name at `codeIndex` is the type's property (`timer =`, `self.timer =`), not a local.
  func isPropertyReference(_ codeIndex: Int) -> Bool {
    if file.isPunct(codeIndex - 1, ".") { return true }
    if file.is(codeIndex - 1, "var") || file.is(codeIndex - 1, "let") {
      return structure.scope(at: codeIndex - 1).map { structure.scopes[$0].isType } ?? false
    }
    return resolve(name: file.text(codeIndex), at: codeIndex, in: structure.function(containing: codeIndex))
      != nil
  }

  func property(_ declaration: Declaration) -> PropertyFact {
    var fact = PropertyFact(kind: kind(of: declaration), location: location(declaration.name))
    if let initializer = declaration.initializer, let creation = context.creation(startingAt: initializer) {
      fact.holdsPlaceholder = isPlaceholder(creation)
    }
    fact.isConstant = file.is(declaration.keyword, "let")
    // `static var`, `private static var`, `static private(set) var`, `class var`.
    fact.isStatic = (declaration.keyword - 4..<declaration.keyword).contains {
      file.is($0, "static") || (file.is($0, "class") && !file.isIdentifier($0 + 1))
    }
    if let type = declaration.type, file.isIdentifier(type) {
      fact.holds = file.text(type)
    } else if let initializer = declaration.initializer, file.isIdentifier(initializer),
      file.isPunct(initializer + 1, "(")
    {
      fact.holds = file.text(initializer)
    }
    // An accessor block after the declaration: observers, or a computed body.
    let after = declaration.type.map(context.reader.skipType(from:)) ?? declaration.name + 1
    if declaration.initializer != nil { return fact }
    guard file.isPunct(after, "{") else { return fact }
    guard let block = structure.scope(at: after), structure.scopes[block].open == after else { return fact }
    let body = structure.scopes[block]
    var observers: [Scope] = []
    // Scopes are ordered by their `{`: the block's children follow it, before its `}`.
    var child = block + 1
    while child < structure.scopes.count, structure.scopes[child].open < body.close {
      let scope = structure.scopes[child]
      if scope.parent == block && (scope.name == "willSet" || scope.name == "didSet") {
        observers.append(scope)
      }
      child += 1
    }
    if observers.isEmpty {
      fact.isComputed = true
      fact.reads = reads(in: body)
      return fact
    }
    for observer in observers {
      let old: Set<String> = observer.name == "didSet" ? ["oldValue"] : [declaration.text, "newValue"]
      if context.stopsTimer(in: observer, receivers: old.subtracting(["newValue"])) {
        fact.observerStops = true
      }
      fact.observerCalls.formUnion(ownCalls(in: observer))
    }
    return fact
  }

  /// The names a computed property's body reads, as `NameHash`es: its own members, bare or
  /// through `self`.
  func reads(in body: Scope) -> Set<UInt64> {
    file.bytes.withUnsafeBufferPointer { bytes in
      var names: Set<UInt64> = []
      for codeIndex in (body.open + 1)..<max(body.open + 1, body.close)
      where file.isIdentifier(codeIndex)
        && (!file.isPunct(codeIndex - 1, ".") || file.is(codeIndex - 2, "self"))
      {
        names.insert(NameHash.of(UnsafeBufferPointer(rebasing: bytes[file.token(codeIndex).range])))
      }
      return names
    }
  }

  /// The declared or initialised kind of a stored property.
  func kind(of declaration: Declaration) -> PropertyKind {
    if let type = declaration.type {
      if file.isPunct(type, "(") || file.is(type, "@escaping") || file.is(type, "@Sendable")
        || file.is(type, "@MainActor")
      {
        return .closure
      }
      return context.reader.timerKind(ofTypeAt: type).map { .timer($0) } ?? .other
    }
    if let initializer = declaration.initializer {
      if let creation = context.creation(startingAt: initializer) {
        return .timer(creation.kind)
      }
      if file.isPunct(initializer, "{") { return .unknown }
      return file.isIdentifier(initializer) && file.isPunct(initializer + 1, "(")
        ? .other : .unknown
    }
    return .unknown
  }

  func method(_ index: Int) -> MethodFact {
    let scope = structure.scopes[index]
    var fact = MethodFact(name: scope.name, location: location(scope.header))
    // The block of each property's latest direct stop, and how many stops a new timer in the same
    // block followed: a method all of whose stops are restarts never leaves the timer stopped.
    var stoppedIn: [String: Int?] = [:]
    var stopCount: [String: Int] = [:]
    var restartCount: [String: Int] = [:]
    var codeIndex = scope.open + 1
    while codeIndex < scope.close {
      defer { codeIndex += 1 }
      guard file.isIdentifier(codeIndex) else { continue }
      let isMember = file.isPunct(codeIndex - 1, ".")
      let isCall = file.isPunct(codeIndex + 1, "(")
      if isCall, isOwnCall(codeIndex) { fact.calls.insert(file.text(codeIndex)) }
      if isMember, cancelsEach(member: codeIndex), let receiver = context.receiver(ofMember: codeIndex),
        let property = resolve(receiver: receiver, at: codeIndex, in: index)
      {
        fact.empties.insert(property)
      }
      // The branches after this one all read an assignment or comparison that follows the name.
      if isMember, isCall {
        if file.is(codeIndex, "removeAll"), let receiver = context.receiver(ofMember: codeIndex),
          let property = resolve(receiver: receiver, at: codeIndex, in: index)
        {
          fact.empties.insert(property)
        }
        guard let found = file.index(codeIndex, in: Self.operationWords) else { continue }
        let operation = Self.operations[found].operation
        guard let receiver = context.receiver(ofMember: codeIndex),
          let property = resolve(receiver: receiver, at: codeIndex, in: index)
        else {
          if operation == .stop { fact.stopsOther = true }
          continue
        }
        switch operation {
        case .stop:
          fact.stops.insert(property)
          stoppedIn[property] = structure.scope(at: codeIndex)
          stopCount[property, default: 0] += 1
        case .suspend: fact.suspends.insert(property)
        case .start: fact.starts.insert(property)
        }
      } else if file.kind(codeIndex + 1) != .operator {
        continue
      } else if file.is(codeIndex, "fireDate"), file.isPunct(codeIndex - 1, "."), file.is(codeIndex + 1, "="),
        let receiver = context.receiver(ofMember: codeIndex),
        let property = resolve(receiver: receiver, at: codeIndex, in: index)
      {
        // `timer.fireDate = .distantFuture` pauses a timer the type keeps and restarts: it is
        // managed, as a stop is.
        fact.stops.insert(property)
      } else if file.is(codeIndex + 1, "="), isEmptyCollection(at: codeIndex + 2),
        context.reader.isAssignee(codeIndex),
        let property = resolve(
          name: file.text(codeIndex), at: codeIndex, in: index, qualified: file.isPunct(codeIndex - 1, "."))
      {
        fact.empties.insert(property)
      } else if file.is(codeIndex + 1, "="), file.is(codeIndex + 2, "nil"),
        context.reader.isAssignee(codeIndex),
        let property = resolve(
          name: file.text(codeIndex), at: codeIndex, in: index, qualified: file.isPunct(codeIndex - 1, "."))
      {
        fact.clears.insert(property)
      } else if file.is(codeIndex + 1, "="), file.kind(codeIndex + 1) == .operator,
        context.creation(startingAt: codeIndex + 2) != nil, context.reader.isAssignee(codeIndex),
        let property = resolve(
          name: file.text(codeIndex), at: codeIndex, in: index, qualified: file.isPunct(codeIndex - 1, ".")),
        let stopBlock = stoppedIn[property], stopBlock == structure.scope(at: codeIndex)
      {
        restartCount[property, default: 0] += 1
        stoppedIn[property] = nil
      } else if file.is(codeIndex + 1, "==") || file.is(codeIndex + 1, "!="), file.is(codeIndex + 2, "nil"),
        let property = resolve(
          name: file.text(codeIndex), at: codeIndex, in: index, qualified: file.isPunct(codeIndex - 1, "."))
      {
        fact.checks.insert(property)
      }
    }
    fact.restarts = Set(restartCount.filter { stopCount[$0.key] == $0.value }.keys)
    return fact
  }

  enum Operation { case stop, suspend, start }
  static let operations: [(name: String, operation: Operation)] =
    LintContext.stoppingMemberWords.strings.map { ($0, Operation.stop) }
    + [("suspend", .suspend), ("resume", .start), ("activate", .start)]
  /// The names of `operations`, compared as bytes with each member call.
  static let operationWords = KnownWords(operations.map(\.name))

  /// The names of the methods `scope` calls on its own instance: `stop()` and `self.stop()`.
  func ownCalls(in scope: Scope) -> Set<String> {
    var names: Set<String> = []
    for codeIndex in (scope.open + 1)..<scope.close
    where file.isIdentifier(codeIndex) && file.isPunct(codeIndex + 1, "(") && isOwnCall(codeIndex) {
      names.insert(file.text(codeIndex))
    }
    return names
  }

  /// Whether the call of the identifier at `codeIndex` (followed by `(`) calls the instance's
  /// own method: bare `stop()` (not a declaration's `func stop()`) or through a self alias.
  func isOwnCall(_ codeIndex: Int) -> Bool {
    guard file.isPunct(codeIndex - 1, ".") else { return !file.is(codeIndex - 1, "func") }
    var scan = codeIndex - 2
    if file.is(scan, "?") || file.is(scan, "!") { scan -= 1 }
    return file.is(scan, oneOf: Self.selfAliasWords) && !file.isPunct(scan - 1, ".")
  }

  /// A receiver chain (`timer`, `strongSelf.timer`) as a property of the instance, or `nil`.
  func resolve(receiver: String, at codeIndex: Int, in function: Int) -> String? {
    let parts = receiver.split(separator: ".")
    if parts.count == 2, Self.selfAliases.contains(String(parts[0])) { return String(parts[1]) }
    guard parts.count == 1 else { return nil }
    return resolve(
      name: receiver, at: codeIndex, in: function,
      qualified: file.isPunct(codeIndex - 2, ".") && file.is(codeIndex - 3, "self"))
  }

  /// `name` used at `codeIndex` in `function` as a property: not a local or parameter of the function,
  /// or a local bound to a property (`if let t = timer`, `guard let timer = self.timer`).
  func resolve(name: String, at codeIndex: Int, in function: Int?, qualified: Bool = false) -> String? {
    guard !qualified, let function else { return name }
    let body = structure.scopes[function]
    let declarations = context.facts.declarations
    for index in context.facts.declarationIndices(after: body.header, before: codeIndex).reversed() {
      let declaration = declarations[index]
      if declaration.text == name && !declaration.isProperty
        && structure.isScope(structure.scope(at: codeIndex), within: declaration.scope)
      {
        return alias(declaration)
      }
    }
    if context.parameters(ofFunction: function).contains(name) { return nil }
    return name
  }

  /// The property a local is bound to (`let t = timer`, `if let t = self.timer`), or `nil`.
  func alias(_ declaration: Declaration) -> String? {
    guard let value = declaration.initializer else {
      // `if let timer {` (Swift 5.7 shorthand) binds the property of the same name.
      return file.isPunct(declaration.name + 1, "{") || file.isPunct(declaration.name + 1, ",")
        ? declaration.text : nil
    }
    return copyReturned(fromClosureAt: value) ?? context.reader.copiedName(at: value)
  }

  /// Names of the `static let` that holds a singleton (`static let shared = Manager()`).
  static let singletonNames: Set<String> = ["shared", "sharedInstance", "instance", "default"]

  /// Names code commonly gives the instance inside a `[weak self]` closure.
  static let selfAliasWords = KnownWords(["self", "strongSelf", "weakSelf", "sSelf", "welf", "this", "me"])
  /// `selfAliasWords` as strings.
  static let selfAliases = Set(selfAliasWords.strings)

  func location(_ codeIndex: Int) -> FactLocation {
    FactLocation(file: file.path, line: lines.line(ofOffset: Int(file.token(codeIndex).start)))
  }
}
