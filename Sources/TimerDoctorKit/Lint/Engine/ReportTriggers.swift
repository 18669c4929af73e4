/// Whether any rule can report in a file, read in pass one, so pass two scans only the files
/// where one can (on real projects, a sixth to a third of the files that mention timers cannot).
///
/// Every rule reports from one of these sources of the file, and from nothing else:
/// - a timer creation (`Timer(...)`, `scheduledTimer`, `makeTimerSource`, `CADisplayLink`);
/// - a member call of `scheduledTimer`, `add`, `publish`, `makeTimerSource`, `setEventHandler`,
///   `sink` or `assign`;
/// - an awaited `.sleep(` (the sleeping-loop rules);
/// - a declaration typed as a timer (`var timer: Timer!`);
/// - a name force-unwrapped (`timer!`) or a timer event on a name (`source.suspend()`,
///   `source = nil`) whose timer kind may come from another file's facts: these are
///   `candidates`, decided once the facts of every file are known.
struct ReportTriggers: Sendable {
  /// Whether the file holds a source that makes every rule look, whatever other files say.
  var isCertain = false
  /// Names (with the type around their use) that a rule reports on when the run's facts know
  /// them as timers.
  var candidates: Set<MemberName> = []

  /// No trigger: a file where no rule can report.
  init() {}

  /// The triggers of the file `context` scans.
  init(_ context: LintContext) {
    let file = context.file
    let members: [IndexedMember] = [
      .scheduledTimer, .add, .publish, .makeTimerSource, .setEventHandler, .sink, .assign,
    ]
    // The file's timer names hold every declaration typed as a timer and every name bound to a
    // creation.
    isCertain =
      !context.creations.isEmpty || !context.facts.timerNames.isEmpty
      || members.contains { !context.memberCalls($0).isEmpty }
      || context.occurrences(of: "sleep").contains { file.isPunct($0 - 1, ".") && file.isPunct($0 + 1, "(") }
    guard !isCertain else { return }
    func add(_ name: String, at codeIndex: Int) {
      guard let type = context.typeName(around: codeIndex) else { return }
      candidates.insert(MemberName(type: type, name: name))
    }
    for codeIndex in 0..<file.count where file.isIdentifier(codeIndex) && file.is(codeIndex + 1, "!") {
      add(file.text(codeIndex), at: codeIndex)
    }
    for event in context.timerEvents() { add(event.receiver, at: event.codeIndex) }
  }

  /// Whether some rule can report in the file, given the facts of every file of the run.
  func fire(in module: ModuleFacts) -> Bool {
    isCertain || candidates.contains { module.timerKind(of: $0.name, in: $0.type) != nil }
  }
}
