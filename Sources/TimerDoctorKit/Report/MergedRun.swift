/// `timerdoctor merge --format json`: the groups of several triage runs added up, with the same
/// keys a triage report uses, so a merge can itself be merged.
struct MergedRun: Encodable {
  struct Summary: Encodable {
    var reports: Int
    var timerMisuses: Int
    var crashesInTimerCode: Int
    var otherCrashes: Int
    var notTriaged: Int
    /// Unreadable inputs and records the shards reported, plus shards merge could not read.
    var errors: Int
  }

  var version = 1
  var command = "merge"
  var tool = JSONReporter.Tool(name: "timerdoctor", version: HelpText.version)
  var inputs: [String]
  var groups: [FindingGroup]
  var summary: Summary
  /// Shards merge could not read, one line each.
  var unreadable: [String]
}
