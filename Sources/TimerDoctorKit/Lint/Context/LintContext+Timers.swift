extension LintContext {
  var reader: ExpressionReader { ExpressionReader(file: file, structure: structure) }

  /// Every `.name(` or `.name {` member call of `member`, in code order.
  func memberCalls(_ member: IndexedMember) -> [Int] { memberCallIndex[member.rawValue] }

  /// The member calls of each `IndexedMember`, found in one pass.
  static func indexMemberCalls(_ file: SourceFile) -> [[Int]] {
    var index = [[Int]](repeating: [], count: IndexedMember.allCases.count)
    for codeIndex in 1..<max(1, file.count)
    where file.isPunct(codeIndex - 1, ".") && file.isIdentifier(codeIndex) {
      guard file.isPunct(codeIndex + 1, "(") || file.isPunct(codeIndex + 1, "{") else { continue }
      let token = file.token(codeIndex)
      guard IndexedMember.lengths.contains(Int(token.end - token.start)),
        IndexedMember.firstBytes[Int(file.bytes[Int(token.start)])]
      else { continue }
      // Compared byte by byte: no string is made for the many member calls that are not wanted.
      if let member = IndexedMember.allCases.first(where: { token.spells($0.spelling, in: file.bytes) }) {
        index[member.rawValue].append(codeIndex)
      }
    }
    return index
  }

  /// `resume` / `suspend` / `cancel` / `activate` / `invalidate` member calls, plus creations
  /// and `= nil` releases of bound names, in code order. (The triage classifier calls it too.)
  func timerEvents() -> [TimerEvent] { events }

  /// Computes `timerEvents()` once per file.
  func computeTimerEvents() -> [TimerEvent] {
    var events: [TimerEvent] = []
    let operations: [(IndexedMember, TimerEvent.Operation)] = [
      (.resume, .resume), (.suspend, .suspend), (.cancel, .cancel), (.activate, .activate),
      (.invalidate, .invalidate),
    ]
    for (name, operation) in operations {
      for codeIndex in memberCalls(name) where file.isPunct(codeIndex + 1, "(") {
        if let receiver = receiver(ofMember: codeIndex) {
          events.append(TimerEvent(codeIndex: codeIndex, operation: operation, receiver: receiver))
        }
      }
    }
    for binding in facts.bindings {
      if binding.creation != nil {
        events.append(TimerEvent(codeIndex: binding.nameIndex, operation: .create, receiver: binding.name))
      } else if file.is(binding.value, "nil") {
        events.append(TimerEvent(codeIndex: binding.nameIndex, operation: .release, receiver: binding.name))
      } else if !file.is(binding.nameIndex - 1, "let"), !file.is(binding.nameIndex - 1, "var") {
        events.append(TimerEvent(codeIndex: binding.nameIndex, operation: .replace, receiver: binding.name))
      }
    }
    return events.sorted { $0.codeIndex < $1.codeIndex }
  }

  /// The timer created by `binding`'s value, following one local alias: in
  /// `let t = Timer(...); self.timer = t`, the value `t` resolves to the `Timer(...)` creation.
  func creation(of binding: Binding) -> TimerCreation? {
    if let creation = binding.creation { return creation }
    let value = binding.value
    // Cheap token checks first; the name lookup only for a lone identifier inside a function.
    guard let functionScope = structure.function(containing: value), file.isIdentifier(value),
      !file.isPunct(value + 1, "."),
      !file.isPunct(value + 1, "("),
      !file.isPunct(value + 1, "{")
    else { return nil }
    let name = file.text(value)
    guard timerKind(name, at: value) != nil else { return nil }
    for binding in facts.bindings.reversed()
    where binding.nameIndex < value && binding.value != value && file.is(binding.nameIndex, text: name)
      && structure.function(containing: binding.nameIndex) == functionScope
    {
      return binding.creation
    }
    return nil
  }

  /// The timer kind of `name` as seen from code index `codeIndex`: its type's names in this file, then
  /// the property facts of the whole run, then file-level names. A name with no such fact is no
  /// timer, whatever it is called.
  func timerKind(_ name: String, at codeIndex: Int) -> TimerKind? {
    let type = typeName(around: codeIndex) ?? ""
    guard
      let kind = facts.timerNames.kind(of: name, inType: type)
        ?? (type.isEmpty ? nil : module.timerKind(of: name, in: type))
    else { return nil }
    // `self.timer` and `other.timer` name a property, whatever local shares its name.
    guard !isQualified(name, near: codeIndex), let local = shadowingLocal(name, at: codeIndex) else {
      return kind
    }
    return localKind(local, propertyKind: kind)
  }

  /// The local `let` / `var` of the function around `codeIndex`, declared before it, that the name
  /// there refers to instead of the type's property (`let timer = Wrapper(...)` in a class whose
  /// `timer` property is a `DispatchSourceTimer`).
  func shadowingLocal(_ name: String, at codeIndex: Int) -> Declaration? {
    guard let function = structure.function(containing: codeIndex) else { return nil }
    let declarations = facts.declarations
    var found: Declaration?
    for index in facts.declarationIndices(after: structure.scopes[function].open, before: codeIndex) {
      let declaration = declarations[index]
      if !declaration.isProperty, declaration.text == name,
        structure.isScope(structure.scope(at: codeIndex), within: declaration.scope)
      {
        found = declaration
      }
    }
    return found
  }

  /// What a shadowing local holds: its declared type, the timer its value creates, the property
  /// it copies (`let timer = self.timer`, `if let timer`), or nothing known.
  func localKind(_ local: Declaration, propertyKind: TimerKind) -> TimerKind? {
    if let type = local.type { return reader.timerKind(ofTypeAt: type) }
    guard let value = local.initializer else { return propertyKind }
    if let creation = creation(startingAt: value) { return creation.kind }
    // `let timer = self.timer`, `let timer = self?.timer`: a copy of the property.
    return reader.copiedName(at: value) == local.text ? propertyKind : nil
  }

  /// Whether the use of `name` at or just before `codeIndex` (a member call on it) follows a `.`:
  /// `self.timer.resume()`, not `timer.resume()`.
  func isQualified(_ name: String, near codeIndex: Int) -> Bool {
    for scan in stride(from: codeIndex, through: max(0, codeIndex - 3), by: -1)
    where file.is(scan, text: name) {
      return file.isPunct(scan - 1, ".")
    }
    return false
  }

  /// Whether `name`, used at `codeIndex`, names a `DispatchSourceTimer`.
  func isDispatchTimer(_ name: String, at codeIndex: Int) -> Bool {
    timerKind(name, at: codeIndex) == .dispatch
  }

  /// Whether `name` (a name chain such as `self.timer`, used at `codeIndex`) holds a timer by its
  /// declared or assigned type. `timerLabel: UILabel!` and a wrapper class named `timer` are not.
  func isTimerName(_ name: String, at codeIndex: Int) -> Bool {
    let last = name.split(separator: ".").last.map(String.init) ?? name
    return timerKind(last, at: codeIndex) != nil
  }

  /// The closure around `codeIndex` that runs on a worker thread (passed to `DispatchQueue.global().async`,
  /// a serial queue's `async`, `Thread`, or an `OperationQueue().addOperation`), if there is one.
  /// A closure in between that another call runs (a completion handler) may run anywhere, often on
  /// the main queue (Alamofire's default), so then the thread is unknown and this is `nil`; only
  /// closures run in place (`forEach`, `map`, `withLock`...) keep the thread they are in.
  func backgroundClosure(containing codeIndex: Int) -> Int? {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      let current = structure.scopes[scope]
      if current.isType { return nil }
      guard current.kind == .closure else { continue }
      guard let name = callName(ofClosure: scope) else { return nil }
      if isBackgroundCall(name) { return scope }
      if isThreadHop(name) || !Self.runsClosureInPlace.contains(file.text(name)) { return nil }
    }
    return nil
  }

  /// Calls that run their closure argument on the calling thread before they return.
  static let runsClosureInPlace: Set<String> = [
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "first", "contains",
    "allSatisfy", "min", "max", "withLock", "autoreleasepool", "performAndWait", "withExtendedLifetime",
    "enumerated", "lazy",
  ]

  /// A call that runs its closure on some other thread or queue (`async`, `sync`, `Thread`...).
  func isThreadHop(_ nameK: Int) -> Bool {
    file.is(nameK, "async") || file.is(nameK, "asyncAfter") || file.is(nameK, "sync")
      || file.is(nameK, "addOperation") || file.is(nameK, "Thread") || file.is(nameK, "detachNewThread")
      || file.is(nameK, "perform") || file.is(nameK, "Task")
  }

  /// A call that runs its closure on a worker thread (`Thread`, a global or serial queue's `async`).
  func isBackgroundCall(_ nameK: Int) -> Bool {
    if file.is(nameK, "Thread") || file.is(nameK, "detachNewThread") { return true }
    guard file.is(nameK, "async") || file.is(nameK, "asyncAfter") || file.is(nameK, "addOperation"),
      file.isPunct(nameK - 1, ".")
    else { return false }
    var start = nameK - 2
    if file.isPunct(start, ")") {
      guard let open = structure.partner(of: start), open > 0 else { return false }
      start = open - 1
      if file.is(start, "DispatchQueue") || file.is(start, "OperationQueue") {
        return reader.queueKind(at: start).map { $0 != .main } ?? false
      }
      if file.is(start, "global"), file.isPunct(start - 1, ".") { return true }
      return false
    }
    if file.is(start, "main") { return false }
    guard file.isIdentifier(start), let kind = facts.queueNames[file.text(start)] else { return false }
    return kind != .main
  }

  /// Whether the value starting at `codeIndex` spells a run-loop mode whose last name is in `names`.
  func modeValue(_ argument: Argument?, in names: Set<String>) -> Int? {
    guard let argument else { return nil }
    var last: Int?
    for scan in argument.value {
      if file.isIdentifier(scan) {
        last = scan
      } else if !file.isPunct(scan, ".") && !file.isPunct(scan, "[") && !file.isPunct(scan, "]") {
        return nil
      }
    }
    guard let last, names.contains(file.text(last)) else { return nil }
    return last
  }

  static let defaultModes: Set<String> = ["default", "defaultRunLoopMode", "NSDefaultRunLoopMode"]
  static let commonModes: Set<String> = [
    "common", "commonModes", "tracking", "eventTracking", "NSRunLoopCommonModes",
    "NSEventTrackingRunLoopMode",
    "UITrackingRunLoopMode",
  ]
}
