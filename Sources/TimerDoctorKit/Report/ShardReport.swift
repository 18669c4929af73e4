/// What `merge` reads from a `triage --format json` report (or its own output): the groups when
/// the run grouped, else the verdicts to group; and the count of unreadable inputs.
struct ShardReport: Decodable, Sendable {
  var command: String?
  var groups: [FindingGroup]?
  var findings: [VerdictLine]?
  var errors: [ErrorEntry]?

  /// An unreadable input, as the report lists it.
  struct ErrorEntry: Decodable, Sendable {
    var file: String?
  }

  /// The shard's groups.
  var shardGroups: [FindingGroup] {
    if let groups, !groups.isEmpty { return groups }
    return (findings ?? []).map(\.group)
  }
}
