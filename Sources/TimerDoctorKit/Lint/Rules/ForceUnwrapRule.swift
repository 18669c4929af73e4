/// `timer_force_unwrap`: `timer!` on a name declared or assigned as a timer, where it can be nil:
/// not right after the function assigns it or checks it against nil. A `warning` when a method of
/// the type sets the property to nil (the unwrap can meet that nil), otherwise `info`.
struct ForceUnwrapRule: LintRule {
  let id = "timer_force_unwrap"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for codeIndex in 0..<file.count
    where file.isIdentifier(codeIndex) && file.is(codeIndex + 1, "!") && Self.isAttached(file, codeIndex) {
      let name = file.text(codeIndex)
      guard TimerKind.ofType(name) == nil, !file.isPunct(codeIndex - 1, ":"), !file.is(codeIndex - 1, "->"),
        !file.isPunct(codeIndex - 1, ".") || file.is(codeIndex - 2, "self"),
        let kind = context.timerKind(name, at: codeIndex),
        !isSetOrCheckedBefore(context, name: name, use: codeIndex),
        !isAlwaysSet(context, name: name, use: codeIndex),
        !isDeclaredOtherwiseHere(context, name: name, use: codeIndex)
      else { continue }
      hits.append(
        graded(
          RuleHit(
            codeIndex: codeIndex + 1, message: Self.message, harm: .pattern,
            fix: optionalChainingFix(context, name: codeIndex, bang: codeIndex + 1)), name: name, kind: kind,
          context))
    }
    return hits
  }

  /// The hit with what the type shows: where the property is declared, and the method that sets it
  /// to nil (then a `bug`: the unwrap can run after it).
  func graded(_ hit: RuleHit, name: String, kind: TimerKind, _ context: LintContext) -> RuleHit {
    var hit = hit
    let type = context.typeName(around: hit.codeIndex)
    let facts = type.flatMap { context.module.type($0) }
    guard let facts, let property = facts.properties[name] else {
      hit.notes.append(HitNote(message: "`\(name)` holds a \(Self.typeName(kind))"))
      return hit
    }
    // This file's own declaration first: a type split by `#if os(...)` declares it per platform.
    let declaration = ownDeclaration(context, name: name, use: hit.codeIndex)
    hit.notes.append(
      HitNote(
        message: "`\(name)` is a property of `\(facts.name)` holding a \(Self.typeName(kind))",
        codeIndex: declaration?.name, location: declaration == nil ? property.location : nil))
    if let clearing = facts.methods.first(where: { $0.clears.contains(name) }) {
      let place = clearing.name == "deinit" ? "deinit" : "`\(clearing.name)()`"
      hit.notes.append(HitNote(message: "\(place) sets `\(name)` to nil", location: clearing.location))
      if clearing.name != "deinit" { hit.harm = .bug }
    }
    return hit
  }

  /// Whether this file declares the property, in the type around `use`, with a type that is not a
  /// timer (`var displayLink: CVDisplayLink?` in the macOS half of a type split by `#if os`).
  func isDeclaredOtherwiseHere(_ context: LintContext, name: String, use: Int) -> Bool {
    ownDeclaration(context, name: name, use: use)?.type.map { context.reader.timerKind(ofTypeAt: $0) == nil }
      == true
  }

  /// This file's declaration of property `name` in the type around `use`, if it has one.
  func ownDeclaration(_ context: LintContext, name: String, use: Int) -> Declaration? {
    let type = context.typeName(around: use)
    return context.facts.declarations.first {
      $0.isProperty && $0.text == name && context.typeName(around: $0.keyword) == type
    }
  }

  /// Whether the property is set in `init` and nothing sets it to nil: it cannot be nil once the
  /// object exists.
  func isAlwaysSet(_ context: LintContext, name: String, use: Int) -> Bool {
    guard let type = context.typeName(around: use), let facts = context.module.type(type),
      !facts.methods.contains(where: { $0.clears.contains(name) })
    else { return false }
    return context.facts.bindings.contains { binding in
      binding.name == name && context.typeName(around: binding.nameIndex) == type
        && context.name(ofFunction: context.structure.function(containing: binding.nameIndex)) == "init"
        && !context.file.is(binding.value, "nil")
    }
  }

  /// Whether the function around `use` assigns `name` or compares it with nil earlier.
  func isSetOrCheckedBefore(_ context: LintContext, name: String, use: Int) -> Bool {
    let file = context.file
    guard let functionScope = context.structure.function(containing: use) else { return false }
    for codeIndex in (context.structure.scopes[functionScope].open + 1)..<use
    where file.is(codeIndex, text: name) {
      if file.is(codeIndex + 1, "=") && file.kind(codeIndex + 1) == .operator { return true }
      if (file.is(codeIndex + 1, "==") || file.is(codeIndex + 1, "!=")) && file.is(codeIndex + 2, "nil") {
        return true
      }
      if file.is(codeIndex - 1, "let") || file.is(codeIndex - 1, "var") { return true }
    }
    return false
  }

  /// The token after `codeIndex` starts right where `codeIndex` ends (a postfix `!`).
  static func isAttached(_ file: SourceFile, _ codeIndex: Int) -> Bool {
    file.token(codeIndex).end == file.token(codeIndex + 1).start
  }

  static func typeName(_ kind: TimerKind) -> String {
    switch kind {
    case .foundation: "Timer"
    case .displayLink: "CADisplayLink"
    case .dispatch: "DispatchSourceTimer"
    }
  }

  static let message = RuleMessage.main
}
