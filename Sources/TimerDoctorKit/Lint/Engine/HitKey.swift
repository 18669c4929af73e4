/// One rule's hit at one code index with one message: two such hits are one finding.
struct HitKey: Hashable {
  var rule: String
  var codeIndex: Int
  var message: RuleMessage
}
