/// What the code says about the thread and run loop a timer is scheduled on.
extension LintContext {
  /// UI frameworks: a file that imports one may run a run loop that tracks.
  static let uiModules: Set<String> = ["UIKit", "AppKit", "SwiftUI", "Cocoa", "WatchKit", "TVUIKit"]

  /// Whether the file runs a run loop itself (`RunLoop.current.run()`, `RunLoop.main.run(...)`,
  /// `CFRunLoopRun()`) and imports no UI framework: a command-line tool, a helper or a daemon,
  /// whose run loop never switches to a tracking mode.
  func runsItsOwnRunLoopWithoutUI() -> Bool {
    var runs = false
    for codeIndex in 0..<file.count where file.isIdentifier(codeIndex) {
      if file.is(codeIndex, "import"), Self.uiModules.contains(file.text(codeIndex + 1)) { return false }
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
}
