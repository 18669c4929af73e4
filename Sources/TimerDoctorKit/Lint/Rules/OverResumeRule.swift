/// `timer_over_resume`: `resume()` with no matching `suspend()`.
struct OverResumeRule: LintRule {
  let id = "timer_over_resume"
  let messages = [Self.twiceMessage, Self.cancelMessage, Self.restartMessage]

  enum State { case unknown, inactive, running, suspended, cancelledRunning, cancelled }

  func check(_ context: LintContext) -> [RuleHit] {
    let events = context.dispatchTimerEvents
    // Events by the function they run in and the source they act on.
    var byUnit: [FunctionReceiver: [TimerEvent]] = [:]
    var startedIn: [MemberName: Set<Int?>] = [:]
    for event in events {
      let functionScope = context.structure.function(containing: event.codeIndex)
      guard context.unit(event.codeIndex) == functionScope else { continue }
      byUnit[FunctionReceiver(function: functionScope, receiver: event.receiver), default: []].append(event)
      if event.operation == .resume || event.operation == .activate {
        startedIn[
          MemberName(type: context.typeName(around: event.codeIndex) ?? "", name: event.receiver), default: []
        ]
        .insert(functionScope)
      }
    }
    var hits: [RuleHit] = []
    for sequence in byUnit.values {
      guard let first = sequence.first else { continue }
      let functionScope = context.structure.function(containing: first.codeIndex)
      let function = context.name(ofFunction: functionScope)
      let started =
        startedIn[MemberName(type: context.typeName(around: first.codeIndex) ?? "", name: first.receiver)]
        ?? []
      var state = State.unknown
      for event in sequence {
        let conditional = context.isConditional(event.codeIndex, in: functionScope)
        switch event.operation {
        // A new object, made here or by a factory: its first resume restarts nothing.
        case .create, .replace: state = .inactive
        case .activate: state = conditional ? .unknown : .running
        case .suspend: state = conditional ? .unknown : .suspended
        case .cancel:
          state =
            conditional
            ? .unknown : state == .running ? .cancelledRunning : state == .suspended ? .suspended : .cancelled
        case .release, .invalidate: state = .unknown
        case .resume:
          if !conditional,
            let message = message(
              state, function: function, startedElsewhere: !started.subtracting([functionScope]).isEmpty,
              context: context, functionScope: functionScope)
          {
            // Only a resume the function itself makes unbalanced is a certain crash; one that
            // depends on which method ran before is a warning.
            let certain = state == .running || state == .cancelledRunning
            hits.append(
              RuleHit(codeIndex: event.codeIndex, message: message, severity: certain ? nil : .warning))
          }
          state = conditional ? .unknown : .running
        }
      }
    }
    return hits
  }

  func message(
    _ state: State, function: String, startedElsewhere: Bool, context: LintContext, functionScope: Int?
  )
    -> RuleMessage?
  {
    switch state {
    case .running: return Self.twiceMessage
    case .cancelledRunning: return Self.cancelMessage
    case .cancelled:
      return startedElsewhere && function != "init" && !context.hasStateCheck(in: functionScope)
        ? Self.cancelMessage : nil
    case .unknown:
      guard let functionScope, function != "init", !context.hasStateCheck(in: functionScope),
        !runsOnce(function, at: context.structure.scopes[functionScope].header, context)
      else {
        return nil
      }
      return Self.restartMessage
    case .inactive, .suspended: return nil
    }
  }

  /// Whether the function runs once per object or process (set-up code, a command's `run()`).
  func runsOnce(_ function: String, at header: Int, _ context: LintContext) -> Bool {
    guard let type = context.typeName(around: header) else { return false }
    return context.module.runsOnce(function, in: type)
  }

  static let twiceMessage = RuleMessage.main
  static let cancelMessage = RuleMessage("cancel")
  static let restartMessage = RuleMessage("restart")
}
