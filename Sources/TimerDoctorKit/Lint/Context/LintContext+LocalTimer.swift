/// What a function does with a timer it keeps in a local: stops it there, or hands it to code
/// the linter does not follow (returns it, passes it on, stores it elsewhere).
extension LintContext {
  /// Members whose call, or whose method value (`AnyCancellable(timer.cancel)`), stops a timer:
  /// `invalidate()` (a `Timer` or display link), `cancel()` (a dispatch source), and
  /// `remove(from:forMode:)` (a display link taken off its run loop). The one list every rule,
  /// fact and note asks.
  static let stoppingMemberWords = KnownWords(["invalidate", "cancel", "remove"])
  /// `stoppingMemberWords` as strings.
  static let stoppingMembers = Set(stoppingMemberWords.strings)

  /// Whether `codeIndex` names a call of a stopping member (`timer?.invalidate()`, `.cancel()`).
  func isStopCall(_ codeIndex: Int) -> Bool {
    file.isPunct(codeIndex - 1, ".") && file.isPunct(codeIndex + 1, "(") && file.isIdentifier(codeIndex)
      && file.is(codeIndex, oneOf: Self.stoppingMemberWords)
  }

  /// The local (`let link = CADisplayLink(...)`) the creation is bound to, if any.
  func localBinding(of creation: TimerCreation) -> Binding? {
    facts.bindings.first {
      $0.name != "_" && (file.is($0.nameIndex - 1, "let") || file.is($0.nameIndex - 1, "var"))
        && self.creation(of: $0)?.name == creation.name
    }
  }

  /// Whether the creation is the first argument of `add(_:forMode:)`, scheduled where it is made.
  func isAddedWhereMade(_ creation: TimerCreation) -> Bool {
    var start = creation.name
    if file.isPunct(start - 1, "."), file.is(start - 2, "Timer") { start -= 2 }
    return file.isPunct(start - 1, "(") && file.is(start - 2, "add")
  }

  /// Evidence that a creation bound to a local is stopped or handed off in its function, or `nil`
  /// when the local is only configured and scheduled there (or the creation is not in a local).
  func localHandOff(of creation: TimerCreation) -> HitNote? {
    guard let binding = localBinding(of: creation) else { return nil }
    guard let function = unit(binding.nameIndex) else { return nil }
    let body = structure.scopes[function]
    let start = max(structure.partner(of: creation.open) ?? binding.nameIndex, binding.nameIndex) + 1
    for use in occurrences(of: binding.name) where use >= start && use < body.close {
      guard !file.isPunct(use - 1, "."), structure.isScope(structure.scope(at: use), within: function) else {
        continue
      }
      var next = use + 1
      while file.is(next, "?") || file.is(next, "!") { next += 1 }
      if file.isPunct(next, ".") {
        if file.is(next + 1, oneOf: Self.stoppingMemberWords) {
          return HitNote(message: "`\(binding.name)` is stopped in this function", codeIndex: use)
        }
        continue
      }
      // `RunLoop.main.add(timer, forMode:)` schedules it; any other bare use hands it on.
      if file.isPunct(use - 1, "("), file.is(use - 2, "add") { continue }
      if file.is(next, "=") { continue }
      return HitNote(message: "`\(binding.name)` is handed to other code, which can stop it", codeIndex: use)
    }
    return nil
  }
}
