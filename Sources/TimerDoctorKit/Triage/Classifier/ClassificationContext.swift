/// Everything the classifier steps look at, derived once per report.
struct ClassificationContext {
  let report: CrashReport
  let signatures: PatternSignatures
  /// The crashed thread's frames, top first.
  let frames: [CrashFrame]
  /// The normalised names of `frames`, computed once.
  let names: [FrameName]
  /// Index of the first app frame in `frames` (the end of the system segment), if any.
  let firstAppFrame: Int?
  /// The topmost frame above the app code that is a pattern frame or another libdispatch
  /// client trap (non-trap `.cold.N` stubs excluded).
  let trapFrame: Int?
  /// The pattern whose message fragment occurs in the report's messages, with the message.
  let messageMatch: (pattern: PatternSignatures.Pattern, message: ReportMessage)?

  init(report: CrashReport, signatures: PatternSignatures) {
    self.report = report
    self.signatures = signatures
    frames = report.crashedFrames
    let names = frames.map(\.name)
    self.names = names
    let firstApp = frames.firstIndex { ImageKind.isApp($0, in: report) }
    firstAppFrame = firstApp
    var trap: Int?
    for index in 0..<(firstApp ?? frames.count) {
      let name = names[index]
      if name.isCold && KnownFrames.nonTrapColdStubs.contains(name.key) { continue }
      if signatures.isPatternFrame(name.key) || KnownFrames.otherLibdispatchTraps.contains(name.key) {
        trap = index
        break
      }
    }
    trapFrame = trap
    messageMatch = signatures.pattern(forMessages: report.messages).map { ($0.0, $0.1) }
  }

  /// The trap frame's normalised key.
  var trapKey: String? { trapFrame.map { names[$0].key } }

  /// `frame 0: libdispatch.so _dispatch_queue_xref_dispose.cold.1`.
  func quote(_ index: Int) -> String { "frame \(index): \(frames[index].quoted)" }

  /// `"BUG IN CLIENT OF LIBDISPATCH: ..."`.
  func quote(_ message: ReportMessage) -> String { "message: \"\(message.text)\"" }

  /// Whether any frame of the crashed thread has one of `keys`.
  func crashedThreadHas(_ keys: Set<String>) -> Int? {
    names.firstIndex { keys.contains($0.key) }
  }

  /// Alternatives for `pattern`: its `also_consistent_with` plus the patterns sharing its
  /// frame (the trap frame when it is one of the pattern's, else any of the pattern's own
  /// frames, so a message with no trap frame answers like message and frame together); when a
  /// message decided, sharing patterns with their own message (which would have been printed)
  /// are ruled out.
  func alternatives(for pattern: PatternSignatures.Pattern, messageDecided: Bool) -> [String] {
    let sharing: [String]
    if let key = trapKey, pattern.frames.contains(key) || !messageDecided {
      sharing = signatures.patterns(forFrame: key).map(\.id)
    } else if messageDecided {
      sharing = signatures.patterns.filter { !$0.frames.isDisjoint(with: pattern.frames) }.map(\.id)
    } else {
      sharing = []
    }
    var result: [String] = []
    for id in pattern.alsoConsistentWith + sharing where id != pattern.id && !result.contains(id) {
      if messageDecided, sharing.contains(id), let other = signatures.pattern(id), !other.messages.isEmpty {
        continue
      }
      result.append(id)
    }
    return result
  }
}
