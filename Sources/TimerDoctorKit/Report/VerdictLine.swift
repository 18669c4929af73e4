/// A triage verdict as `--format json` (`findings[]`) and `--format jsonl` write it, read back by
/// `merge`: only what grouping needs; every other field is ignored.
struct VerdictLine: Decodable, Sendable {
  var id: String
  var severity: Severity
  var file: String
  var pattern: String?
  var confidence: Confidence?
  var culprit: Culprit?

  /// The verdict as a group of one.
  var group: FindingGroup {
    FindingGroup(
      pattern: pattern ?? id, severity: severity, culprit: culprit?.symbol, image: culprit?.image, count: 1,
      files: [file], confidence: confidence)
  }
}
