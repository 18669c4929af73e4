/// `timer_task_outlives_view`: a `Task { }` started from a SwiftUI view's `onAppear`, `init` or
/// `body` (or inside `.task`), whose handle nothing cancels, running a loop that sleeps. The task
/// is not tied to the view: it keeps running after the view is gone, and each `onAppear` starts
/// another. A warning when the loop can end only by cancellation, which never comes.
struct TaskOutlivesViewRule: LintRule {
  let id = "timer_task_outlives_view"
  let messages = [Self.message]

  func check(_ context: LintContext) -> [RuleHit] {
    // A test waits in loops on purpose, and ends with them.
    guard !context.isTestFile else { return [] }
    var hits: [RuleHit] = []
    var reported: Set<Int> = []
    for loop in context.sleepingLoops {
      guard let (closure, task) = Self.taskClosure(around: loop.keyword, in: context),
        reported.insert(task).inserted,
        case .uncancelledTask(_, let storedIn) = context.cancellation(ofTask: task),
        let type = context.typeName(around: task), context.module.isSwiftUIView(type),
        let start = Self.start(of: closure, in: context)
      else { continue }
      let endless = loop.runsUntilCancelled || loop.conditionChecksCancellation
      let condition = context.file.text(of: loop.condition)
      let shape =
        context.file.is(loop.keyword, "repeat") ? "repeat { ... } while \(condition)" : "while \(condition)"
      let notes = [
        HitNote(message: start.fact, codeIndex: start.codeIndex),
        HitNote(
          message: storedIn.map { "the Task is stored in `\($0)`, which this file never cancels" }
            ?? "the Task's handle is not stored, so nothing can cancel it",
          codeIndex: task),
        HitNote(
          message: endless
            ? "the loop (`\(shape)`) ends only when its task is cancelled"
            : "the loop sleeps here", codeIndex: endless ? loop.keyword : loop.sleeps[0]),
      ]
      hits.append(
        RuleHit(
          codeIndex: task, message: Self.message, harm: endless ? .bug : .pattern, notes: notes,
          subject: "sleep loop \(loop.keyword)"))
    }
    return hits
  }

  /// The `Task { }` closure the loop is written in directly (no other closure between), and the
  /// `Task` name.
  static func taskClosure(around codeIndex: Int, in context: LintContext) -> (Int, Int)? {
    for scope in context.structure.scopes(outwardFrom: context.structure.scope(at: codeIndex)) {
      let current = context.structure.scopes[scope]
      if current.kind == .block { continue }
      guard current.kind == .closure, let call = context.callName(ofClosure: scope),
        let task = context.unstructuredTask(call)
      else { return nil }
      return (scope, task)
    }
    return nil
  }

  /// Where in the view the task is started, when it is a place that runs again with the view.
  static func start(of closure: Int, in context: LintContext) -> (fact: String, codeIndex: Int)? {
    let structure = context.structure
    for scope in structure.scopes(outwardFrom: structure.scopes[closure].parent) {
      let current = structure.scopes[scope]
      switch current.kind {
      case .block: continue
      case .type: return nil
      case .function:
        let name = context.memberName(ofFunction: scope)
        if name == "init" {
          return (
            "started in the view's `init`, which runs each time a parent re-creates the view", current.header
          )
        }
        if name == "body" {
          return ("started in `body`, which SwiftUI evaluates again on each update", current.header)
        }
        if let appear = Self.onAppearCall(of: name, in: context) {
          return ("started in `\(name)()`, which `.onAppear` calls each time the view appears", appear)
        }
        return nil
      case .closure:
        // Another closure is an action or a callback (a button's, `onChange`'s): it starts the
        // task on an event, not with the view.
        guard let call = context.callName(ofClosure: scope) else { return nil }
        if context.file.is(call, "onAppear") && context.file.isPunct(call - 1, ".") {
          return ("started in `.onAppear`, which runs each time the view appears", call)
        }
        if context.isViewTaskModifier(call) {
          return ("started inside `.task`: a `Task { }` there is not cancelled with the view", call)
        }
        return nil
      }
    }
    return nil
  }

  /// The `onAppear` of this file that calls the method `name`: `.onAppear(perform: name)` or
  /// `.onAppear { name() }`.
  static func onAppearCall(of name: String, in context: LintContext) -> Int? {
    let file = context.file
    for use in context.occurrences(of: name) where !file.is(use - 1, "func") {
      if file.isPunct(use - 1, ":"), file.is(use - 2, "perform"), file.isPunct(use - 3, "("),
        file.is(use - 4, "onAppear")
      {
        return use - 4
      }
      guard file.isPunct(use + 1, "(") else { continue }
      for scope in context.structure.scopes(outwardFrom: context.structure.scope(at: use)) {
        let current = context.structure.scopes[scope]
        if current.kind == .block { continue }
        guard current.kind == .closure, let call = context.callName(ofClosure: scope) else { break }
        if file.is(call, "onAppear") && file.isPunct(call - 1, ".") { return call }
        break
      }
    }
    return nil
  }

  static let message = RuleMessage.main
}
