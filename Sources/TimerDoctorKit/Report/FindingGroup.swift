/// Triage findings with the same pattern and culprit, counted, so 500 reports become a short table.
public struct FindingGroup: Codable, Hashable, Sendable {
  /// The pattern id shared by the group.
  public var pattern: String
  /// The pattern's severity (every finding of one pattern has the same).
  public var severity: Severity
  /// The shared culprit function (`symbol`, without file and line, so one function crashing at
  /// different lines across builds is one group), or `nil` when none was found.
  public var culprit: String?
  /// The image (binary) the culprit is in, or `nil` when there is no culprit.
  public var image: String?
  /// How many reports are in the group.
  public var count: Int
  /// The lowest confidence among the group's verdicts (how sure the weakest one is).
  public var confidence: Confidence?
  /// The highest confidence among the group's verdicts, which decides whether a merged run fails
  /// (`--fail-on`); absent in the output of older runs.
  public var surestConfidence: Confidence?
  /// The inputs the group's reports are in, each once, sorted (an export file holds many).
  public var files: [String]

  /// Creates a group.
  public init(
    pattern: String, severity: Severity, culprit: String?, image: String?, count: Int, files: [String],
    confidence: Confidence? = nil
  ) {
    self.pattern = pattern
    self.severity = severity
    self.culprit = culprit
    self.image = image
    self.count = count
    self.files = files
    self.confidence = confidence
    surestConfidence = confidence
  }

  /// `PollingService.deinit in Pulse`, or `(no culprit frame)`.
  public var culpritDisplayName: String {
    guard let culprit else { return "(no culprit frame)" }
    return Culprit.qualified(culprit, symbol: culprit, image: image ?? "")
  }

  /// One line for text and GitHub summaries: `4 × release_while_suspended: PollingService.deinit in Pulse`.
  public var summaryLine: String {
    "\(count) × \(pattern): \(culpritDisplayName)"
  }

  /// What makes two findings one group: the pattern, and the culprit's image and function each
  /// spelled one way by `CulpritKey`. Stable across runs and machines, so shards merge.
  public struct Key: Hashable, Sendable, Comparable {
    /// The pattern id.
    public var pattern: String
    /// `CulpritKey.image` of the culprit's image, or empty.
    public var image: String
    /// `CulpritKey.function` of the culprit's symbol, or empty.
    public var function: String

    /// By pattern, then image, then function.
    public static func < (lhs: Key, rhs: Key) -> Bool {
      (lhs.pattern, lhs.image, lhs.function) < (rhs.pattern, rhs.image, rhs.function)
    }
  }

  /// This group's key.
  public var key: Key {
    Key(
      pattern: pattern, image: image.map(CulpritKey.image) ?? "",
      function: culprit.map(CulpritKey.function) ?? "")
  }

  /// Groups findings by `Key`: most frequent first, then by pattern, culprit and image, so the
  /// order never depends on hashing or on the order of the findings.
  public static func grouping(_ findings: [Finding]) -> [FindingGroup] {
    merging(
      findings.map { finding in
        let culprit = finding.triage?.culprit
        return FindingGroup(
          pattern: finding.triage?.pattern ?? finding.id, severity: finding.severity,
          culprit: culprit?.symbol,
          image: culprit?.image, count: 1, files: [finding.file], confidence: finding.triage?.confidence)
      })
  }

  /// Adds up groups with the same key (from one run, or from runs over shards of the input):
  /// counts add, files are the sorted union, confidence is the weakest, and the culprit and image
  /// are shown in their first spelling in sorted order. Merging the groups of runs over the parts
  /// of an input gives the groups of one run over all of it.
  public static func merging(_ groups: [FindingGroup]) -> [FindingGroup] {
    var byKey: [Key: FindingGroup] = [:]
    var files: [Key: Set<String>] = [:]
    for group in groups {
      let key = group.key
      files[key, default: []].formUnion(group.files)
      guard var merged = byKey[key] else {
        byKey[key] = group
        continue
      }
      merged.count += group.count
      merged.culprit = Self.first(merged.culprit, group.culprit)
      merged.image = Self.first(merged.image, group.image)
      switch (merged.confidence, group.confidence) {
      case (let mine?, let theirs?): merged.confidence = Confidence.weaker(mine, theirs)
      case (nil, let theirs): merged.confidence = theirs
      default: break
      }
      switch (merged.surestConfidence ?? merged.confidence, group.surestConfidence ?? group.confidence) {
      case (let mine?, let theirs?):
        merged.surestConfidence = Confidence.weaker(mine, theirs) == mine ? theirs : mine
      case (nil, let theirs): merged.surestConfidence = theirs
      default: break
      }
      byKey[key] = merged
    }
    return byKey.map { key, group in
      var sorted = group
      sorted.files = (files[key] ?? []).sorted()
      return sorted
    }.sorted { lhs, rhs in
      if lhs.count != rhs.count { return lhs.count > rhs.count }
      return (lhs.pattern, lhs.culprit ?? "", lhs.image ?? "") < (
        rhs.pattern, rhs.culprit ?? "", rhs.image ?? ""
      )
    }
  }

  /// The first of two spellings in sorted order (either may be missing).
  private static func first(_ a: String?, _ b: String?) -> String? {
    switch (a, b) {
    case (let a?, let b?): min(a, b)
    case (let a?, nil): a
    case (nil, let b): b
    }
  }
}
