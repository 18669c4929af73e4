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
  /// The reports in the group, sorted.
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

  /// Groups findings by (pattern, culprit image and function, each spelled one way by
  /// `CulpritKey`; the group shows the first finding's spelling): most frequent first, then by
  /// pattern, culprit and image, so the order never depends on hashing.
  public static func grouping(_ findings: [Finding]) -> [FindingGroup] {
    var groups: [[String]: FindingGroup] = [:]
    for finding in findings {
      let pattern = finding.triage?.pattern ?? finding.id
      let culprit = finding.triage?.culprit
      let key = [
        pattern, culprit.map { CulpritKey.image($0.image) } ?? "",
        culprit.map { CulpritKey.function($0.symbol) } ?? "",
      ]
      var group =
        groups[key]
        ?? FindingGroup(
          pattern: pattern, severity: finding.severity, culprit: culprit?.symbol, image: culprit?.image,
          count: 0, files: [])
      group.count += 1
      group.files.append(finding.file)
      if let confidence = finding.triage?.confidence {
        group.confidence = group.confidence.map { Confidence.weaker($0, confidence) } ?? confidence
      }
      groups[key] = group
    }
    return groups.values.map { group in
      var sorted = group
      sorted.files.sort()
      return sorted
    }.sorted { lhs, rhs in
      if lhs.count != rhs.count { return lhs.count > rhs.count }
      return (lhs.pattern, lhs.culprit ?? "", lhs.image ?? "") < (
        rhs.pattern, rhs.culprit ?? "", rhs.image ?? ""
      )
    }
  }
}
