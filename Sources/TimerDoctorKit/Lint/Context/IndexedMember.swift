/// The member calls a file indexes in one pass (`.resume(`, `.sink {`): the only names
/// `LintContext.memberCalls` answers for, so a rule cannot ask for a name nobody indexed.
enum IndexedMember: Int, CaseIterable, Sendable {
  case setEventHandler, sink, assign, makeTimerSource, invalidate, cancel, resume, suspend
  case activate, schedule, run, wait, waitUntilExit, scheduledTimer, add, publish

  /// The member's name as it is spelled in code.
  var spelling: StaticString {
    switch self {
    case .setEventHandler: "setEventHandler"
    case .sink: "sink"
    case .assign: "assign"
    case .makeTimerSource: "makeTimerSource"
    case .invalidate: "invalidate"
    case .cancel: "cancel"
    case .resume: "resume"
    case .suspend: "suspend"
    case .activate: "activate"
    case .schedule: "schedule"
    case .run: "run"
    case .wait: "wait"
    case .waitUntilExit: "waitUntilExit"
    case .scheduledTimer: "scheduledTimer"
    case .add: "add"
    case .publish: "publish"
    }
  }

  /// First bytes and lengths of all spellings: a cheap filter before comparing names, derived so
  /// that a new case can never be filtered out by mistake.
  static let firstBytes: [Bool] = allCases.reduce(into: [Bool](repeating: false, count: 256)) {
    $0[Int($1.spelling.utf8Start.pointee)] = true
  }
  static let lengths: ClosedRange<Int> = {
    let counts = allCases.map(\.spelling.utf8CodeUnitCount)
    return counts.min()!...counts.max()!
  }()
}
