/// The crash patterns' signatures, read from the catalog's `kind: crash` entries, so a user
/// entry (`--rules DIR`) adds frames and messages without a code change.
struct PatternSignatures: Sendable {
  /// One crash pattern and its normalised signatures. A class: every report looks patterns up,
  /// and copying a struct of seven references retained each of them (measured: a tenth of a
  /// stream's retains).
  final class Pattern: Sendable {
    let id: String
    let severity: Severity
    let summary: String
    /// The fix in one line, when the entry gives one.
    let fix: String?
    /// Normalised frame keys (`FrameName.key`).
    let frames: Set<String>
    /// Message fragments, matched case-sensitively as substrings.
    let messages: [String]
    let alsoConsistentWith: [String]

    init(
      id: String, severity: Severity, summary: String, fix: String?, frames: Set<String>, messages: [String],
      alsoConsistentWith: [String]
    ) {
      self.id = id
      self.severity = severity
      self.summary = summary
      self.fix = fix
      self.frames = frames
      self.messages = messages
      self.alsoConsistentWith = alsoConsistentWith
    }

    /// The summary as the second half of a headline: no final period, and a first word that is
    /// capitalised only because it starts a sentence lowercased ("The last reference ..." ->
    /// "the last reference ...", "DispatchSourceTimer ..." stays). Made once, not per report.
    var headline: String {
      var summary = self.summary.trimmingSpaces
      if summary.hasSuffix(".") { summary.removeLast() }
      let firstWord = summary.prefix { $0 != " " }
      if let first = firstWord.first, first.isUppercase, firstWord.dropFirst().allSatisfy(\.isLowercase) {
        summary = first.lowercased() + summary.dropFirst()
      }
      return summary
    }
  }

  /// Patterns in catalog order (sorted by id).
  let patterns: [Pattern]
  /// The patterns listing each frame key, in catalog order: asked for every frame of every
  /// report, so made once (filtering the patterns each time copied them, per frame).
  private let byFrame: [String: [Pattern]]
  /// Patterns by id.
  private let byID: [String: Pattern]
  /// The first choice among the patterns of each frame key (`primary(forFrame:)`).
  private let primaryByFrame: [String: Pattern]

  /// Compiles the crash entries of a catalog.
  init(entries: [CatalogEntry]) {
    let patterns = entries.filter { $0.kind == .crash }.map { entry in
      Pattern(
        id: entry.id, severity: entry.defaultSeverity, summary: entry.summary, fix: entry.fix,
        frames: Set(entry.frames.map { FrameName($0).key }), messages: entry.messages,
        alsoConsistentWith: entry.alsoConsistentWith)
    }
    self.patterns = patterns
    var byFrame: [String: [Pattern]] = [:]
    for pattern in patterns {
      for frame in pattern.frames { byFrame[frame, default: []].append(pattern) }
    }
    self.byFrame = byFrame
    byID = Dictionary(patterns.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    primaryByFrame = byFrame.compactMapValues(Self.primary)
  }

  /// Of the patterns that share a trap frame, the one the most others are also consistent with
  /// (the more general one), then the first by id.
  private static func primary(_ candidates: [Pattern]) -> Pattern? {
    let ids = Set(candidates.map(\.id))
    return candidates.max { lhs, rhs in
      let left = lhs.alsoConsistentWith.filter(ids.contains).count
      let right = rhs.alsoConsistentWith.filter(ids.contains).count
      if left != right { return left < right }
      return lhs.id > rhs.id
    }
  }

  /// The pattern a trap frame with key `key` names first, of those that list it.
  func primary(forFrame key: String) -> Pattern? { primaryByFrame[key] }

  /// The pattern with `id`.
  func pattern(_ id: String) -> Pattern? { byID[id] }

  /// Patterns that list the frame key `key`, in catalog order.
  func patterns(forFrame key: String) -> [Pattern] { byFrame[key] ?? [] }

  /// Whether any pattern lists the frame key `key`.
  func isPatternFrame(_ key: String) -> Bool { byFrame[key] != nil }

  /// The pattern whose longest message fragment occurs in one of `messages`, with that message.
  func pattern(forMessages messages: [ReportMessage]) -> (Pattern, ReportMessage)? {
    var best: (Pattern, ReportMessage, Int)?
    for message in messages {
      for pattern in patterns {
        for fragment in pattern.messages where !fragment.isEmpty && message.text.contains(fragment) {
          if best == nil || fragment.count > best!.2 { best = (pattern, message, fragment.count) }
        }
      }
    }
    return best.map { ($0.0, $0.1) }
  }
}
