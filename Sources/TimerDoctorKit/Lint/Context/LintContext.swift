/// Everything a rule reads: the file, its structure and the per-file facts.
struct LintContext: Sendable {
  let file: SourceFile
  let structure: Structure
  let facts: FileFacts
  /// Member calls of each `IndexedMember`, by its raw value (see `memberCalls`).
  private(set) var memberCallIndex: [[Int]] = []
  /// Timer method calls, creations and releases, in code order (see `timerEvents`).
  private(set) var events: [TimerEvent] = []
  /// The events whose receiver is a `DispatchSourceTimer`, in code order (`preparedForRules()`).
  private(set) var dispatchTimerEvents: [TimerEvent] = []
  /// The `Timer` / `CADisplayLink` / `makeTimerSource` creations in the file, parsed once.
  let creationIndex: CreationIndex
  /// The creations in code order.
  var creations: [TimerCreation] { creationIndex.all }
  /// Every `self` that refers to the instance (not `Model.self`), in code order.
  private let selfTokens: [Int]
  /// The facts of every file of the run (set between the two passes; empty in pass one).
  var module = ModuleFacts() {
    didSet { lifetimes = [:] }
  }
  /// The lifetime of each `Timer` / `CADisplayLink` creation, by its code index: computed once
  /// per run with the module's facts (`preparedForRules()`), read by every rule that asks.
  private(set) var lifetimes: [Int: TimerLifetime] = [:]
  /// The file's sleeping loops (`preparedForRules()`), read by the three concurrency rules.
  private(set) var sleepingLoops: [SleepingLoop] = []
  /// The rules this run reports and where (set by the linter before the rules run).
  var selection = RuleSelection.everything
  /// Whether the file is a test (`preparedForRules()`, see `readIsTestFile()`), asked by several
  /// rules, one of them per creation.
  private(set) var isTestFile = false

  /// The creation whose expression starts at `codeIndex` (`Timer(...)`, `try? .scheduledTimer(...)`),
  /// from the file's one parse of them.
  func creation(startingAt codeIndex: Int) -> TimerCreation? {
    creationIndex.creation(at: codeIndex, in: file)
  }

  /// The context with what several rules read computed once: the lifetime of every run-loop
  /// timer, the sleeping loops, whether the file is a test, and the dispatch timers' events.
  func preparedForRules() -> LintContext {
    var copy = self
    for creation in creations where creation.kind != .dispatch {
      copy.lifetimes[creation.name] = computeLifetime(of: creation)
    }
    copy.sleepingLoops = findSleepingLoops()
    copy.isTestFile = readIsTestFile()
    // With the run's facts: a source's `DispatchSourceTimer` property may be declared in another
    // file.
    copy.dispatchTimerEvents = events.filter { isDispatchTimer($0.receiver, at: $0.codeIndex) }
    return copy
  }

  init(file: SourceFile) {
    self.file = file
    structure = Structure(file)
    creationIndex = CreationIndex(file: file, structure: structure)
    facts = FileFacts(file: file, structure: structure, creations: creationIndex)
    selfTokens = (0..<file.count).filter { file.is($0, "self") && !file.isPunct($0 - 1, ".") }
    memberCallIndex = Self.indexMemberCalls(file)
    events = computeTimerEvents()
  }

  /// Whether `codeIndex` is `.name` followed by `(` or a trailing `{`: a member call.
  func isMemberCall(_ codeIndex: Int, _ name: StaticString) -> Bool {
    file.isPunct(codeIndex - 1, ".") && file.is(codeIndex, name)
      && (file.isPunct(codeIndex + 1, "(") || file.isPunct(codeIndex + 1, "{"))
  }

  /// The arguments of the call whose `(` is at `open`.
  func arguments(open: Int) -> [Argument] {
    guard file.isPunct(open, "(") || file.kind(open) == .interpolationStart,
      let close = structure.partner(of: open), close > open
    else { return [] }
    var result: [Argument] = []
    var start = open + 1
    var codeIndex = open + 1
    while codeIndex <= close {
      if codeIndex == close || file.isPunct(codeIndex, ",") {
        if codeIndex > start {
          var argument = Argument(label: nil, value: start..<codeIndex)
          if file.isIdentifier(start), file.isPunct(start + 1, ":"), start + 1 < codeIndex {
            argument = Argument(label: file.text(start), value: (start + 2)..<codeIndex)
          }
          result.append(argument)
        }
        start = codeIndex + 1
      } else if let partner = structure.partner(of: codeIndex), partner > codeIndex {
        codeIndex = partner
      }
      codeIndex += 1
    }
    return result
  }

  /// The argument labelled `label`, if any.
  func argument(_ label: String, in arguments: [Argument]) -> Argument? {
    arguments.first { $0.label == label }
  }

  /// Whether an argument's value is exactly the identifier `word`.
  func value(_ argument: Argument?, is word: StaticString) -> Bool {
    guard let argument, argument.value.count == 1 else { return false }
    return file.is(argument.value.lowerBound, word)
  }

  /// The closure scope passed as the trailing closure of the call named at `nameK`, or the
  /// value of argument `label`, if there is one.
  func closure(ofCall nameK: Int, label: String?) -> Int? {
    var codeIndex = nameK + 1
    if file.isPunct(codeIndex, "(") {
      if let label, let argument = argument(label, in: arguments(open: codeIndex)),
        file.isPunct(argument.value.lowerBound, "{")
      {
        return closureScope(at: argument.value.lowerBound)
      }
      guard let close = structure.partner(of: codeIndex), close > codeIndex else { return nil }
      codeIndex = close + 1
    }
    return file.isPunct(codeIndex, "{") ? closureScope(at: codeIndex) : nil
  }

  /// The closure scope opened by the `{` at `codeIndex`, if one opens there.
  func closureScope(at codeIndex: Int) -> Int? {
    guard let scope = structure.scope(at: codeIndex), structure.scopes[scope].open == codeIndex,
      structure.scopes[scope].kind == .closure
    else { return nil }
    return scope
  }

  /// The receiver of the member named at `codeIndex` (`a.b.name(` -> `a.b`), without a leading
  /// `self.` and without `?` / `!`; `nil` when it is not a plain name chain.
  func receiver(ofMember codeIndex: Int) -> String? {
    guard file.isPunct(codeIndex - 1, ".") else { return nil }
    var scan = codeIndex - 2
    var parts: [Int] = []
    while scan >= 0 {
      while file.kind(scan) == .operator, file.is(scan, "?") || file.is(scan, "!") { scan -= 1 }
      guard file.isIdentifier(scan) else { break }
      parts.append(scan)
      if file.isPunct(scan - 1, ".") { scan -= 2 } else { break }
    }
    if let last = parts.last, file.is(last, "self") { parts.removeLast() }
    switch parts.count {
    case 0: return nil
    case 1: return file.text(parts[0])
    default: return parts.reversed().map { file.text($0) }.joined(separator: ".")
    }
  }

  /// Name of the type scope around `codeIndex` (nearest), or nil.
  func typeName(around codeIndex: Int) -> String? {
    structure.type(containing: codeIndex).map { structure.scopes[$0].name }
  }

  /// Where the identifier `name` occurs, in code order: one pass comparing lengths first, then
  /// bytes, with no string made per token. Rules that ask for many names cache the answers.
  func occurrences(of name: String) -> [Int] {
    let word = Array(name.utf8)
    return file.bytes.withUnsafeBufferPointer { bytes in
      // Most names asked for are absent from most files: one byte search says so without a
      // pass over the tokens.
      guard word.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: $0, in: bytes) != nil }) else {
        return []
      }
      var result: [Int] = []
      file.codeTokens.withUnsafeBufferPointer { tokens in
        for codeIndex in 0..<tokens.count {
          let token = tokens[codeIndex]
          guard Int(token.end - token.start) == word.count, token.kind == .identifier else { continue }
          let start = Int(token.start)
          if word.indices.allSatisfy({ bytes[start + $0] == word[$0] }) { result.append(codeIndex) }
        }
      }
      return result
    }
  }

  /// The instance `self` tokens inside `range`, found by binary search, so nested handlers do
  /// not each rescan their whole body.
  func selfUses(in range: Range<Int>) -> ArraySlice<Int> {
    var low = 0
    var high = selfTokens.count
    while low < high {
      let middle = (low + high) / 2
      if selfTokens[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < selfTokens.count, selfTokens[end] < range.upperBound { end += 1 }
    return selfTokens[low..<end]
  }
}
