/// Where a timer creation ends up, whether it repeats, and what one root cause is called.
extension LintContext {
  /// A creation stored in a property of the instance (`timer = Timer(...)`, `self.link = l`).
  struct StoredTimer: Sendable {
    /// The type whose property holds it.
    var type: String
    /// The property's name.
    var property: String
    /// Code index of the property name at the assignment or declaration.
    var assignment: Int
  }

  /// The property `creation` is stored in (directly, or through one local alias), or `nil`.
  func storedProperty(of creation: TimerCreation) -> StoredTimer? {
    for binding in facts.bindings {
      guard binding.name != "_", let bound = self.creation(of: binding), bound.name == creation.name,
        let type = typeName(around: binding.nameIndex)
      else { continue }
      if file.is(binding.nameIndex - 1, "var") || file.is(binding.nameIndex - 1, "let") {
        guard let scope = structure.scope(at: binding.nameIndex - 1), structure.scopes[scope].isType else {
          continue
        }
      } else if !file.isPunct(binding.nameIndex - 1, "."),
        declaresLocal(binding.name, before: binding.nameIndex)
      {
        continue
      }
      return StoredTimer(type: type, property: binding.name, assignment: binding.nameIndex)
    }
    return storedByInitializer(of: creation)
  }

  /// The property whose initialiser closure makes and returns the creation
  /// (`lazy var link: CADisplayLink = { let link = CADisplayLink(...); ...; return link }()`).
  func storedByInitializer(of creation: TimerCreation) -> StoredTimer? {
    guard let closure = structure.scope(at: creation.name), structure.scopes[closure].kind == .closure
    else { return nil }
    let body = structure.scopes[closure]
    // `{ ... }()`: the closure runs once and its result is the value; without the call the
    // property holds the closure (a factory).
    guard file.isPunct(body.close + 1, "("), file.isPunct(body.close + 2, ")"),
      let declaration = facts.declarations.first(where: { $0.isProperty && $0.initializer == body.open }),
      let type = typeName(around: declaration.name)
    else { return nil }
    let local = facts.bindings.first { $0.creation?.name == creation.name && $0.nameIndex > body.open }?.name
    let returnsIt = ((body.open + 1)..<body.close).contains { (codeIndex: Int) -> Bool in
      guard file.is(codeIndex, "return"), structure.scope(at: codeIndex) == closure else { return false }
      if let local, file.is(codeIndex + 1, text: local) { return true }
      return creation.name > codeIndex && creation.name <= codeIndex + 3
    }
    guard returnsIt else { return nil }
    return StoredTimer(type: type, property: declaration.text, assignment: declaration.name)
  }

  /// Whether a local or parameter named `name` of the function around `use` shadows a property.
  func declaresLocal(_ name: String, before use: Int) -> Bool {
    declaredLocal(name, before: use)
  }

  /// Whether the name at `codeIndex` is declared right there (`let t = ...`, `var timer: Timer?`).
  func isDeclared(at codeIndex: Int) -> Bool {
    file.is(codeIndex - 1, "let") || file.is(codeIndex - 1, "var")
  }

  /// Whether the name at `codeIndex` is declared right there as a local, not a property.
  func isLocalDeclaration(at codeIndex: Int) -> Bool {
    isDeclared(at: codeIndex)
      && structure.scope(at: codeIndex - 1).map { !structure.scopes[$0].isType } ?? false
  }

  /// `declaresLocal`'s lookup: a parameter, or a local declared earlier in an enclosing scope.
  private func declaredLocal(_ name: String, before use: Int) -> Bool {
    guard let functionScope = structure.function(containing: use) else { return false }
    if parameters(ofFunction: functionScope).contains(name) { return true }
    return facts.declarations.contains {
      $0.text == name && !$0.isProperty && $0.keyword < use
        && $0.keyword > structure.scopes[functionScope].open
        && structure.isScope(structure.scope(at: use), within: $0.scope)
    }
  }

  /// Whether the creation repeats: `true` for display links and `repeats: true`, `false` for
  /// `repeats: false`, `nil` when the code does not say (a variable, a dispatch timer).
  func repeats(_ creation: TimerCreation) -> Bool? {
    switch creation.kind {
    case .displayLink: return true
    case .dispatch: return nil
    case .foundation:
      let argument = self.argument("repeats", in: arguments(open: creation.open))
      if value(argument, is: "true") { return true }
      if value(argument, is: "false") { return false }
      return nil
    }
  }

  /// The note that says a display link repeats.
  static let displayLinkFires = "a display link fires every frame"

  /// The note that says how the creation repeats (`repeats` is what `repeats(_:)` found), on the
  /// line that says it: a display link's creation, or the timer's `repeats:` argument.
  func repeatsNote(_ creation: TimerCreation, repeats: Bool) -> HitNote {
    if creation.kind == .displayLink {
      return HitNote(message: Self.displayLinkFires, codeIndex: creation.name)
    }
    let argument = argument("repeats", in: arguments(open: creation.open))
    return HitNote(message: "repeats: \(repeats)", codeIndex: argument?.value.lowerBound ?? creation.name)
  }

  /// The root cause a creation's findings share: its property when stored in one, else itself.
  func subject(of creation: TimerCreation) -> String {
    if let stored = storedProperty(of: creation) { return "\(stored.type).\(stored.property)" }
    return "creation \(creation.name)"
  }

  /// Whether the creation's value is dropped: a statement of its own, or `_ = ...`.
  func isDiscarded(_ creation: TimerCreation) -> Bool {
    var start = creation.name
    if file.is(start - 1, ".") && file.is(start - 2, "Timer") { start -= 2 }
    if file.is(start - 1, "=") && file.is(start - 2, "_") { return true }
    return startsStatement(start)
  }

  /// Whether the expression at `start` begins a statement: first in its block, after `;`, or on
  /// a new line after a token that ends a statement (`)`, a plain name, a literal).
  func startsStatement(_ start: Int) -> Bool {
    let previous = start - 1
    guard previous >= 0 else { return true }
    if file.isPunct(previous, "{") || file.isPunct(previous, "}") || file.isPunct(previous, ";") {
      return true
    }
    // A new statement on a new line: the previous token ends a statement (`)` or a plain name).
    let kind = file.token(previous).kind
    guard
      file.isPunct(previous, ")") || file.isPunct(previous, "]") || file.isIdentifier(previous)
        || kind == .number || kind == .string,
      !Self.continuations.contains(file.text(previous))
    else { return false }
    let gap = Int(file.token(previous).end)..<Int(file.token(start).start)
    return file.bytes[gap].contains(UInt8(ascii: "\n"))
  }

  /// Words after which an expression continues the statement instead of starting one.
  static let continuations: Set<String> = [
    "return", "in", "try", "await", "throw", "else", "case", "where", "as", "is",
  ]

}
