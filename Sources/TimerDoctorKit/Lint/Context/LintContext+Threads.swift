/// What the code says about the thread and run loop a timer is scheduled on.
extension LintContext {
  /// Names that start an app's event loop, which does track (menus, scrolling, resizing).
  static let appLoopNames = KnownWords([
    "NSApplication", "NSApplicationMain", "NSApp", "UIApplication", "UIApplicationMain", "App",
  ])

  /// Whether the file runs a run loop itself (`RunLoop.current.run()`, `RunLoop.main.run(...)`,
  /// `CFRunLoopRun()`) and starts no app event loop: a command-line tool, a helper or a daemon,
  /// whose run loop never switches to a tracking mode, whatever frameworks it imports.
  func runsItsOwnRunLoopWithoutUI() -> Bool {
    var runs = false
    for codeIndex in 0..<file.count where file.isIdentifier(codeIndex) {
      if file.is(codeIndex, oneOf: Self.appLoopNames) { return false }
      let runsRunLoop =
        isMemberCall(codeIndex, "run") && file.is(codeIndex - 4, "RunLoop")
        && (file.is(codeIndex - 2, "current") || file.is(codeIndex - 2, "main"))
      if file.is(codeIndex, "CFRunLoopRun") || runsRunLoop {
        runs = true
      }
    }
    return runs
  }

  /// Whether `codeIndex` is inside a closure passed to `Task { }`, `Task(priority:) { }` or
  /// `Task.detached { }`: it runs on the cooperative pool unless an actor says otherwise, which a
  /// token scanner cannot always see.
  func isInTaskClosure(_ codeIndex: Int) -> Bool {
    for scope in structure.scopes(outwardFrom: structure.scope(at: codeIndex)) {
      let current = structure.scopes[scope]
      if current.isType || current.kind == .function { return false }
      guard current.kind == .closure, let call = callName(ofClosure: scope) else { continue }
      if file.is(call, "Task") || (file.is(call, "detached") && file.is(call - 2, "Task")) { return true }
    }
    return false
  }

  /// Whether `codeIndex` is in an `async` function that nothing ties to the main actor (no
  /// `@MainActor` on it or its type, and its type is no UIKit or AppKit class, which the SDKs
  /// isolate to the main actor): it runs on the cooperative pool, whose threads run no run loop.
  func isInPoolAsyncFunction(_ codeIndex: Int) -> Bool {
    guard let function = structure.function(containing: codeIndex) else { return false }
    let scope = structure.scopes[function]
    guard ((scope.header)..<scope.open).contains(where: { file.is($0, "async") }) else { return false }
    if isMainActor(before: scope.header) { return false }
    guard let type = structure.type(containing: codeIndex) else { return true }
    let typeName = structure.scopes[type].name
    return !isMainActor(before: structure.scopes[type].header) && !module.isScrollingUI(typeName)
  }

  /// Whether a `@MainActor` attribute comes in the few tokens before the declaration at `header`.
  func isMainActor(before header: Int) -> Bool {
    (max(0, header - 6)..<header).contains {
      file.is($0, "@MainActor") || (file.is($0, "MainActor") && file.is($0 - 1, "@"))
    }
  }
}

extension LintContext {
  /// Whether the file is a test (it uses XCTest or Swift Testing): a test's timers and waiting
  /// loops live as long as the test, which ends them. Read once per file by `preparedForRules()`.
  func readIsTestFile() -> Bool {
    !occurrences(of: "XCTest").isEmpty || !occurrences(of: "XCTestCase").isEmpty
      || occurrences(of: "Testing").contains { file.is($0 - 1, "import") }
  }
}
