/// Every `Timer`, `CADisplayLink` and `makeTimerSource` creation of one file, parsed once: in
/// code order, and by the code index its expression starts at, so bindings, facts and rules
/// look a creation up instead of parsing it again.
struct CreationIndex: Sendable {
  /// The creations in code order.
  let all: [TimerCreation]
  /// Each creation by the code index its expression starts at (`try`, `Timer`, `.scheduledTimer`).
  private let byStart: [Int: TimerCreation]

  /// Scans `file` once.
  init(file: SourceFile, structure: Structure) {
    let reader = ExpressionReader(file: file, structure: structure)
    var all: [TimerCreation] = []
    var byStart: [Int: TimerCreation] = [:]
    var codeIndex = 0
    while codeIndex < file.count {
      let token = file.token(codeIndex)
      let first = file.bytes[Int(token.start)]
      let candidate: Bool
      switch token.kind {
      case .punctuation:
        // Only an implicit member call (`.scheduledTimer(`), not `x.scheduledTimer(`.
        candidate =
          first == UInt8(ascii: ".") && file.isPunct(codeIndex + 2, "(") && !file.isIdentifier(codeIndex - 1)
      case .identifier:
        candidate =
          first == UInt8(ascii: "T") || first == UInt8(ascii: "N") || first == UInt8(ascii: "C")
          || first == UInt8(ascii: "D") || first == UInt8(ascii: "t")
      default:
        candidate = false
      }
      if candidate, let creation = reader.timerCreation(at: codeIndex) {
        all.append(creation)
        byStart[codeIndex] = creation
        codeIndex = creation.open
      }
      codeIndex += 1
    }
    self.all = all
    self.byStart = byStart
  }

  /// The creation whose expression starts at `codeIndex` (after a module name such as
  /// `Foundation.`), or `nil` when none does.
  func creation(at codeIndex: Int, in file: SourceFile) -> TimerCreation? {
    // Asked of most names of a file, where most files make no timer at all.
    guard !byStart.isEmpty else { return nil }
    if let creation = byStart[codeIndex] { return creation }
    if file.isPunct(codeIndex + 1, "."), let creation = byStart[codeIndex + 2],
      file.is(codeIndex, oneOf: ExpressionReader.timerModuleWords)
    {
      return creation
    }
    return nil
  }
}
