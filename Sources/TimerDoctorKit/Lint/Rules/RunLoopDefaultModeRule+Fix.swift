/// The safe fixes of `timer_runloop_default_mode`: a default mode spelled as its common mode,
/// and a stored `scheduledTimer` made with `Timer(...)` and added to the same run loop for
/// `.common`.
extension RunLoopDefaultModeRule {
  /// Each default-mode spelling and the common-mode spelling of the same Swift era.
  static let commonSpelling = [
    "default": "common", "defaultRunLoopMode": "commonModes", "NSDefaultRunLoopMode": "NSRunLoopCommonModes",
  ]

  /// `forMode: .default` to `forMode: .common` (`in:` of `Timer.publish`): the mode's last name
  /// respelled, the rest of the argument kept.
  func modeFix(_ context: LintContext, argument: Argument?, mode: Int) -> FixPlan? {
    let file = context.file
    guard let argument, let label = argument.label, let common = Self.commonSpelling[file.text(mode)] else {
      return nil
    }
    let old = file.text(of: argument.value)
    let new = file.text(of: argument.value.lowerBound..<mode) + common
    return FixPlan(
      safety: .safe, summary: "`\(label): \(old)` to `\(label): \(new)`",
      edits: [context.edit(replacing: mode...mode, with: common)])
  }

  /// `x = Timer.scheduledTimer(...)` (or `let t = ...`) inside a function, a statement of its own
  /// on its lines: the timer made with `Timer(...)`, then added to `RunLoop.current` (where
  /// `scheduledTimer` put it) for `.common`. An assignment goes through a new local, so the fix
  /// compiles whatever the property's type (`Timer`, `Timer?`, `weak var`).
  func scheduledTimerFix(_ context: LintContext, call: Int) -> FixPlan? {
    let file = context.file
    guard file.isPunct(call - 1, "."), file.is(call - 2, "Timer"), file.isPunct(call + 1, "("),
      let function = context.structure.function(containing: call),
      let end = context.callEnd(name: call), let lineEnd = context.lineEnd(afterStatementEndingAt: end),
      let binding = context.facts.bindings.first(where: { $0.creation?.name == call }),
      binding.name != "_", binding.value == call - 2, file.is(binding.value - 1, "="),
      !addsToARunLoop(context, name: binding.name, in: function)
    else { return nil }
    // `Timer` and `.scheduledTimer` may be on two lines: the removal joins them.
    var edits = [SourceEdit(range: Int(file.token(call - 2).end)..<Int(file.token(call).end), text: "")]
    let arguments = context.arguments(open: call + 1)
    if let first = arguments.first, first.label == "withTimeInterval" {
      edits.append(
        context.edit(
          replacing: (first.value.lowerBound - 2)...(first.value.lowerBound - 2), with: "timeInterval"))
    }
    let statementStart: Int
    let added: String
    var following: [String] = []
    if context.isLocalDeclaration(at: binding.nameIndex) {
      // `var t: Timer? = ...` would make `add(t, ...)` take an optional: not mechanical.
      guard !file.isPunct(binding.nameIndex + 1, ":") else { return nil }
      statementStart = binding.nameIndex - 1
      added = binding.name
    } else {
      // `self?.timer = ...` makes no timer when self is gone; the rewrite would make one always.
      guard let start = context.assigneeStart(name: binding.nameIndex) else { return nil }
      statementStart = start
      let base = binding.name.drop { $0 == "_" }
      added = context.unusedName("new" + base.prefix(1).uppercased() + base.dropFirst())
      edits.insert(context.edit(replacing: start...(binding.value - 1), with: "let \(added) ="), at: 0)
      following.append("\(file.text(of: start..<(binding.value - 1))) = \(added)")
    }
    guard context.startsStatement(statementStart), let close = context.structure.partner(of: call + 1) else {
      return nil
    }
    edits += context.realignedArguments(open: call + 1, close: close, after: edits)
    let indent = context.lineBreak + context.indentation(ofLineAt: statementStart)
    let statements = ["RunLoop.current.add(\(added), forMode: .common)"] + following
    edits.append(SourceEdit(range: lineEnd..<lineEnd, text: statements.map { indent + $0 }.joined()))
    return FixPlan(
      safety: .safe,
      summary: "`Timer.scheduledTimer(...)` to `Timer(...)` added to `RunLoop.current` for `.common`",
      edits: edits)
  }

  /// Whether `function` adds the timer named `name` to a run loop itself (`RunLoop.main.add(t,
  /// forMode: ...)`): the rewrite's own add would come twice.
  func addsToARunLoop(_ context: LintContext, name: String, in function: Int) -> Bool {
    context.memberCalls(.add).contains { add in
      guard context.structure.function(containing: add) == function, context.file.isPunct(add + 1, "("),
        let first = context.arguments(open: add + 1).first, first.label == nil
      else { return false }
      return first.value.contains { context.file.is($0, text: name) }
    }
  }
}
