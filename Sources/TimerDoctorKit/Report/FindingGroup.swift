/// Triage findings with the same pattern and culprit, counted, so 500 reports become a short table.
public struct FindingGroup: Codable, Hashable, Sendable {
  /// The pattern id shared by the group.
  public var pattern: String
  /// The shared culprit function (`symbol`, without file and line, so one function crashing at
  /// different lines across builds is one group), or `nil` when none was found.
  public var culprit: String?
  /// How many reports are in the group.
  public var count: Int
  /// The reports in the group, sorted.
  public var files: [String]

  /// Creates a group.
  public init(pattern: String, culprit: String?, count: Int, files: [String]) {
    self.pattern = pattern
    self.culprit = culprit
    self.count = count
    self.files = files
  }

  /// Groups findings by (pattern, culprit image and symbol), most frequent first, ties by pattern
  /// then culprit.
  public static func grouping(_ findings: [Finding]) -> [FindingGroup] {
    var files: [String: [String]] = [:]
    var keys: [String: (String, String?)] = [:]
    for finding in findings {
      let pattern = finding.triage?.pattern ?? finding.id
      let culprit = finding.triage?.culprit?.symbol
      let image = finding.triage?.culprit?.image ?? ""
      let key = [pattern, image, culprit ?? ""].joined(separator: "\u{0}")
      keys[key] = (pattern, culprit)
      files[key, default: []].append(finding.file)
    }
    let groups = keys.map { key, value in
      FindingGroup(pattern: value.0, culprit: value.1, count: files[key]!.count, files: files[key]!.sorted())
    }
    return groups.sorted {
      if $0.count != $1.count { return $0.count > $1.count }
      if $0.pattern != $1.pattern { return $0.pattern < $1.pattern }
      return ($0.culprit ?? "") < ($1.culprit ?? "")
    }
  }
}
