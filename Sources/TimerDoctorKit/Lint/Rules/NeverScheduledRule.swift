/// `timer_never_scheduled`: a `Timer` made with an initializer (`Timer(timeInterval:...)`,
/// `Timer(fire:...)`) or a `CADisplayLink` that no code of the run adds to a run loop or fires,
/// so it never fires. Only a creation kept in a property or a local is judged: one passed
/// straight to other code is that code's to schedule.
struct NeverScheduledRule: LintRule {
  let id = "timer_never_scheduled"
  let messages = [Self.message]

  /// The first labels of `Timer`'s initializers that make a timer (not the placeholder `Timer()`).
  static let initializerLabels: Set<String> = ["timeInterval", "fire", "fireAt"]

  func check(_ context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for creation in context.creations where isInitializer(context, creation) {
      // Tests make timers to read their properties, never to run them.
      guard !context.isAddedWhereMade(creation), !context.isTestFile else { continue }
      var notes = [
        HitNote(
          message: creation.kind == .displayLink
            ? "CADisplayLink(target:selector:) does not add the link to a run loop"
            : "Timer(\(context.file.text(creation.open + 1)):...) does not schedule the timer",
          codeIndex: creation.name)
      ]
      // A local first: `let t = Timer(...); RunLoop.main.add(t, ...); self.timer = t` is scheduled.
      if let binding = context.localBinding(of: creation) {
        guard !isHandedOnLocally(context, binding: binding, creation: creation) else { continue }
        notes.append(
          HitNote(
            message: "`\(binding.name)` is not added to a run loop, fired or passed on in this function",
            codeIndex: binding.nameIndex))
      } else if let stored = context.storedProperty(of: creation) {
        guard !context.module.isHandedOn(stored.property, in: stored.type) else { continue }
        notes.append(HitNote(message: "stored in `self.\(stored.property)`", codeIndex: stored.assignment))
        notes.append(
          HitNote(
            message: "no code of the run adds `\(stored.property)` to a run loop, fires it or passes it on"))
      } else {
        continue
      }
      hits.append(
        RuleHit(
          codeIndex: creation.name, message: Self.message, harm: .bug, notes: notes,
          subject: context.subject(of: creation))
      )
    }
    return hits
  }

  /// Whether the creation makes an unscheduled timer: `CADisplayLink(...)`, or `Timer(` with an
  /// interval or fire date (`Timer.scheduledTimer` schedules; `Timer()` is a placeholder).
  func isInitializer(_ context: LintContext, _ creation: TimerCreation) -> Bool {
    let file = context.file
    switch creation.kind {
    case .displayLink: return file.isPunct(creation.name + 1, "(")
    case .dispatch: return false
    case .foundation:
      return (file.is(creation.name, "Timer") || file.is(creation.name, "NSTimer"))
        && creation.open == creation.name + 1
        && Self.initializerLabels.contains(file.text(creation.open + 1))
        && file.isPunct(creation.open + 2, ":")
    }
  }

  /// Whether the function that binds the local gives it to other code after the creation.
  func isHandedOnLocally(_ context: LintContext, binding: Binding, creation: TimerCreation) -> Bool {
    guard let function = context.unit(binding.nameIndex) else { return true }
    let end = context.structure.scopes[function].close
    let start = context.structure.partner(of: creation.open) ?? creation.open
    return context.occurrences(of: binding.name).contains { $0 > start && $0 < end && context.isHandedOn($0) }
  }

  static let message = RuleMessage.main
}
