/// Which of a rule's messages a finding uses. The text lives in the rule's `Rules/` entry
/// (`message:` for `main`, `message_<key>:` for the others), so changing a message is a change of
/// that one file.
struct RuleMessage: Hashable, Sendable {
  /// The front matter key's suffix: `""` for `message:`, `method` for `message_method:`.
  var key: String

  /// `message_<key>:` in the rule's entry.
  init(_ key: String) { self.key = key }

  /// `message:` in the rule's entry.
  static let main = RuleMessage("")

  /// The front matter key that holds the text.
  var frontMatterKey: String { key.isEmpty ? "message" : "message_\(key)" }
}
