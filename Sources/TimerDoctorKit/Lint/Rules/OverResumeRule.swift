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
      let type = context.typeName(around: first.codeIndex) ?? ""
      let suspender = context.module.type(type)?.methods.first { $0.suspends.contains(first.receiver) }
      let neverSuspended = context.module.type(type) != nil && suspender == nil
      var state = State.unknown
      var previous: TimerEvent?
      for event in sequence {
        defer { previous = event }
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
            // A resume the function itself makes unbalanced is a certain crash, and so is a resume
            // after cancel() of a timer that another method started and nothing ever suspends;
            // one that depends on which method ran before is a bug.
            let certain =
              state == .running || state == .cancelledRunning || (state == .cancelled && neverSuspended)
            var notes: [HitNote] = []
            if let previous {
              notes.append(
                HitNote(
                  message: [.create, .replace, .release].contains(previous.operation)
                    ? "`\(previous.receiver)` is \(Self.verb(previous.operation)) before it in `\(function)`"
                    : "`\(previous.receiver).\(Self.verb(previous.operation))` before it in `\(function)`",
                  codeIndex: previous.codeIndex))
            }
            if state == .cancelled || state == .unknown,
              let starter = started.subtracting([functionScope]).compactMap({ $0 }).min()
            {
              notes.append(
                HitNote(
                  message: "`\(context.name(ofFunction: starter))` resumes or activates `\(first.receiver)`",
                  codeIndex: context.structure.scopes[starter].header))
            }
            if state == .cancelled && neverSuspended {
              notes.append(
                HitNote(
                  message:
                    "no method of `\(type)` suspends `\(first.receiver)`, so it is never suspended here"))
            }
            hits.append(
              RuleHit(
                codeIndex: event.codeIndex, message: message, harm: certain ? .crash : .bug, notes: notes))
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

  /// `resume()`, `cancel()`, ... for a note.
  static func verb(_ operation: TimerEvent.Operation) -> String {
    switch operation {
    case .create: "created"
    case .replace: "replaced"
    case .release: "set to nil"
    case .resume: "resume()"
    case .suspend: "suspend()"
    case .cancel: "cancel()"
    case .activate: "activate()"
    case .invalidate: "invalidate()"
    }
  }

  static let twiceMessage = RuleMessage.main
  static let cancelMessage = RuleMessage("cancel")
  static let restartMessage = RuleMessage("restart")
}
