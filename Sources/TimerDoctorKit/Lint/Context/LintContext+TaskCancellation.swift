/// Which task runs a piece of code, and what cancels it.
extension LintContext {
  /// The canceller of the task that runs `codeIndex`: the nearest `.task { }`, task-group child or
  /// `Task { }` around it, or, in an async function, a `.task { }` of this file that calls it.
  func canceller(of codeIndex: Int) -> TaskCanceller {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      let current = structure.scopes[scope]
      if current.isType { return .unknown }
      if current.kind == .function {
        return callingViewTask(ofFunction: scope).map {
          .calledFromViewTask(modifier: $0, function: memberName(ofFunction: scope))
        } ?? .unknown
      }
      guard current.kind == .closure, let call = callName(ofClosure: scope) else { continue }
      if isViewTaskModifier(call) { return .viewTask(modifier: call) }
      if file.is(call, "addTask") || file.is(call, "addTaskUnlessCancelled") {
        return .taskGroup(addTask: call)
      }
      if let task = unstructuredTask(call) { return cancellation(ofTask: task) }
    }
    return .unknown
  }

  /// Whether `call` names SwiftUI's `.task` modifier (`.task { }`, `.task(id:) { }`).
  func isViewTaskModifier(_ call: Int) -> Bool {
    file.is(call, "task") && file.isPunct(call - 1, ".")
  }

  /// The `Task` name of `Task { }`, `Task(priority:) { }` or `Task.detached { }` when `call` names
  /// one of them.
  func unstructuredTask(_ call: Int) -> Int? {
    if file.is(call, "Task") && !file.isPunct(call - 1, ".") { return call }
    if file.is(call, "detached") && file.is(call - 2, "Task") { return call - 2 }
    return nil
  }

  /// Whether the `Task` at `task` is stored (`x = Task {`, `let x = Task {`, `tasks[id] = Task {`)
  /// and cancelled (`x?.cancel()`, `tasks[id]?.cancel()`, `tasks.values.forEach { $0.cancel() }`).
  func cancellation(ofTask task: Int) -> TaskCanceller {
    guard file.is(task - 1, "=") else { return .uncancelledTask(task: task, storedIn: nil) }
    var nameIndex = task - 2
    if file.isPunct(nameIndex, "]"), let open = structure.partner(of: nameIndex) { nameIndex = open - 1 }
    guard file.isIdentifier(nameIndex), !file.is(nameIndex, "_") else {
      return .uncancelledTask(task: task, storedIn: nil)
    }
    let name = file.text(nameIndex)
    let cancel = occurrences(of: name).first { use in
      // `.cancel(` in the use's own statement: `name?.cancel()`, `name[key]?.cancel()`.
      var scan = use + 1
      while scan + 1 < file.count, scan < use + 24 {
        if file.is(scan, "cancel"), file.isPunct(scan - 1, "."), file.isPunct(scan + 1, "(") { return true }
        if endsStatement(scan) { return false }
        scan += 1
      }
      return false
    }
    guard let cancel else { return .uncancelledTask(task: task, storedIn: name) }
    return .storedTask(name: name, stored: nameIndex, cancel: cancel)
  }

  /// The `.task` modifier of this file whose body calls the async function `function` (not from
  /// inside a `Task { }` of its own), if any.
  func callingViewTask(ofFunction function: Int) -> Int? {
    let scope = structure.scopes[function]
    guard (scope.header..<scope.open).contains(where: { file.is($0, "async") }) else { return nil }
    let name = self.name(ofFunction: function)
    for use in occurrences(of: name) where file.isPunct(use + 1, "(") && !scope.contains(use) {
      guard use != scope.header + 1 else { continue }
      for outer in structure.scopes(outwardFrom: structure.scope(at: use)) {
        let current = structure.scopes[outer]
        guard current.kind == .closure else {
          if current.kind == .block { continue } else { break }
        }
        guard let call = callName(ofClosure: outer) else { continue }
        if isViewTaskModifier(call) { return call }
        if unstructuredTask(call) != nil { break }
      }
    }
    return nil
  }
}
