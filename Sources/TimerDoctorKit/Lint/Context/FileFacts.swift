/// Per-file facts: bindings, names known to hold timers, names bound to queues.
struct FileFacts: Sendable {
  /// Every `var` / `let` declaration.
  var declarations: [Declaration] = []
  /// The names of the properties declared in the file (any type), made when asked: one rule
  /// path asks, and a set of every file's property names showed in profiles.
  var propertyNames: Set<String> { Set(declarations.lazy.filter(\.isProperty).map(\.text)) }
  /// Every `name = value` binding (declarations with initialisers and assignments), with the
  /// timer its value creates, if any.
  var bindings: [Binding] = []
  /// Names whose declared type or bound value is a timer, per type.
  var timerNames = TimerNames()
  /// Names whose every binding in the file is a queue of the given kind.
  var queueNames: [String: QueueKind] = [:]

  /// The positions in `declarations` of those whose keyword lies strictly between the code
  /// indexes `start` and `end`: declarations are in code order, so two binary searches find them
  /// (asked for each name a function uses, where a scan of every declaration was quadratic).
  func declarationIndices(after start: Int, before end: Int) -> Range<Int> {
    func firstIndex(after codeIndex: Int) -> Int {
      var low = 0
      var high = declarations.count
      while low < high {
        let middle = (low + high) / 2
        if declarations[middle].keyword <= codeIndex { low = middle + 1 } else { high = middle }
      }
      return low
    }
    let lower = firstIndex(after: start)
    return lower..<max(lower, firstIndex(after: end - 1))
  }

  init(file: SourceFile, structure: Structure, creations: CreationIndex) {
    let reader = ExpressionReader(file: file, structure: structure)
    for codeIndex in 0..<file.count where file.isIdentifier(codeIndex) {
      if file.is(codeIndex, "var") || file.is(codeIndex, "let") {
        if let declaration = reader.declaration(at: codeIndex) {
          declarations.append(declaration)
          if let initializer = declaration.initializer {
            bindings.append(
              Binding(
                name: declaration.text, nameIndex: declaration.name, value: initializer,
                creation: creations.creation(at: initializer, in: file)))
          }
        }
      } else if file.is(codeIndex + 1, "="), file.kind(codeIndex + 1) == .operator,
        reader.isAssignee(codeIndex)
      {
        bindings.append(
          Binding(
            name: file.text(codeIndex), nameIndex: codeIndex, value: codeIndex + 2,
            creation: creations.creation(at: codeIndex + 2, in: file)))
      }
    }
    func typeName(_ codeIndex: Int) -> String {
      structure.type(containing: codeIndex).map { structure.scopes[$0].name } ?? ""
    }
    for declaration in declarations {
      if let type = declaration.type, let kind = reader.timerKind(ofTypeAt: type) {
        timerNames.record(declaration.text, inType: typeName(declaration.keyword), as: kind)
      }
    }
    var queues: [String: QueueKind?] = [:]
    var unknown: [String] = []
    for binding in bindings {
      if let creation = binding.creation {
        timerNames.record(binding.name, inType: typeName(binding.nameIndex), as: creation.kind)
      }
      guard let queue = reader.queueKind(at: binding.value) else {
        unknown.append(binding.name)
        continue
      }
      if let existing = queues[binding.name] {
        queues[binding.name] = existing == queue ? queue : nil
      } else {
        queues[binding.name] = queue
      }
    }
    if !queues.isEmpty {
      // A name also bound to something else is not known to be that queue.
      for name in unknown where queues[name] != nil { queues[name] = .some(nil) }
    }
    for (name, kind) in queues {
      if let kind { queueNames[name] = kind }
    }
  }
}
