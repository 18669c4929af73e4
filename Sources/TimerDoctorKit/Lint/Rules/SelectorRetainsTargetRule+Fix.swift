/// The unsafe fix of `timer_selector_retains_target`: a selector timer made with the block API,
/// which captures `self` weakly. Unsafe: the block API needs iOS 10 / macOS 10.12, and a timer
/// that kept its owner alive until it was invalidated no longer does. Display links have no block
/// API and get no fix.
extension SelectorRetainsTargetRule {
  /// `(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)` to
  /// `(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }`, when the selector
  /// names a method of `self` whose parameters the code shows.
  func blockFix(_ context: LintContext, creation: TimerCreation, arguments: [Argument]) -> FixPlan? {
    let file = context.file
    // An unstored timer with a weak target would fire forever into nil: stopping it is not mechanical.
    guard creation.kind == .foundation, context.storedProperty(of: creation) != nil,
      let close = context.structure.partner(of: creation.open),
      !file.isPunct(close + 1, "{"),
      arguments.map(\.label) == ["timeInterval", "target", "selector", "userInfo", "repeats"],
      context.value(arguments[3], is: "nil"),
      let call = selectorCall(context, selector: arguments[2].value)
    else { return nil }
    // The default-mode fix of the same `scheduledTimer`, when that rule reports it here (enabled,
    // not suppressed): made in the same edit, so one run leaves nothing for a second.
    let mode = RunLoopDefaultModeRule()
    let modeFix =
      file.is(creation.name, "scheduledTimer")
        && context.selection.reports(mode.id, at: creation.name, in: file)
      ? mode.check(context).first { $0.codeIndex == creation.name }?.fix : nil
    let label =
      file.is(creation.name, "scheduledTimer") && modeFix == nil ? "withTimeInterval" : "timeInterval"
    let closure = "{ [weak self] \(call.passesTimer ? "timer" : "_") in self?.\(call.text) }"
    let text =
      "(\(label): \(file.text(of: arguments[0].value)), repeats: \(file.text(of: arguments[4].value))) \(closure)"
    // The arguments are rewritten whole: the mode fix's realignment of them has nothing left to move.
    let arguments = context.edit(replacing: creation.open...close, with: text)
    return FixPlan(
      safety: .unsafe,
      summary: "the block API, which holds self weakly: `\(closure)`"
        + (modeFix.map { "; and \($0.summary)" } ?? ""),
      edits: [arguments] + (modeFix?.edits ?? []).filter { !$0.range.overlaps(arguments.range) },
      requires: "iOS 10, macOS 10.12, tvOS 10 or watchOS 3")
  }

  /// The call the block makes for `#selector(...)` in `value` (`tick()`, `tick(timer)`,
  /// `tick(sender: timer)`): a method of `self` or of the type, with at most one parameter.
  func selectorCall(_ context: LintContext, selector value: Range<Int>) -> (text: String, passesTimer: Bool)?
  {
    let file = context.file
    guard let open = value.first(where: { file.isPunct($0, "(") }),
      let close = context.structure.partner(of: open),
      close + 1 == value.upperBound, file.text(of: value.lowerBound..<open).hasSuffix("selector")
    else { return nil }
    var scan = open + 1
    var names: [String] = []
    while scan < close, file.isIdentifier(scan) {
      names.append(file.text(scan))
      scan += 1
      guard file.isPunct(scan, ".") else { break }
      scan += 1
    }
    guard let name = names.last,
      names.count == 1 || names.first == "self" || names.first == context.typeName(around: open)
    else { return nil }
    let labels: [String]
    if scan == close {
      guard let declared = declaredLabels(context, method: name) else { return nil }
      labels = declared
    } else {
      guard file.isPunct(scan, "("), let end = context.structure.partner(of: scan), end + 1 == close else {
        return nil
      }
      labels = (scan + 1..<end).filter { file.isPunct($0 + 1, ":") }.map { file.text($0) }
      guard labels.count == (scan + 1..<end).filter({ file.isPunct($0, ":") }).count else { return nil }
    }
    switch labels.count {
    case 0: return ("\(name)()", false)
    case 1: return ("\(name)(\(labels[0] == "_" ? "" : "\(labels[0]): ")timer)", true)
    default: return nil
    }
  }

  /// The argument labels of the one method named `method` this file declares (`_` for none), or
  /// `nil` when it declares none or several.
  func declaredLabels(_ context: LintContext, method: String) -> [String]? {
    let file = context.file
    let declarations = context.occurrences(of: method).filter {
      file.is($0 - 1, "func") && file.isPunct($0 + 1, "(")
    }
    guard declarations.count == 1, let open = declarations.first.map({ $0 + 1 }),
      let close = context.structure.partner(of: open)
    else { return nil }
    guard close > open + 1 else { return [] }
    // Each parameter starts after `(` or `,` at the top level: `_ timer: Timer` or `sender: Timer`.
    var labels: [String] = []
    var depth = 0
    var start = open + 1
    for scan in (open + 1)...close {
      if file.isPunct(scan, "(") || file.isPunct(scan, "[") || file.isPunct(scan, "<") { depth += 1 }
      if file.isPunct(scan, ")") || file.isPunct(scan, "]") || file.isPunct(scan, ">") { depth -= 1 }
      if scan == close || (depth == 0 && file.isPunct(scan, ",")) {
        labels.append(file.text(start))
        start = scan + 1
      }
    }
    return labels
  }
}
