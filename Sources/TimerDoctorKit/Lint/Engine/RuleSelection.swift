/// Which rules a run reports where: the enabled rules, less what suppression comments turn off.
/// A fix that also makes another rule's change asks it first, so `--disable` and
/// `// timerdoctor:disable` hold for that change too.
struct RuleSelection: Sendable {
  /// The enabled rules' ids; `nil` means every rule (a file linted outside a run).
  var enabled: Set<String>?
  /// The file's suppression comments and line table, when it has any.
  var suppressions: (comments: Suppressions, lines: LineTable)?

  /// Every rule, nothing suppressed.
  static let everything = RuleSelection(enabled: nil, suppressions: nil)

  /// Whether rule `id` reports at code token `codeIndex` of `file`.
  func reports(_ id: String, at codeIndex: Int, in file: SourceFile) -> Bool {
    if let enabled, !enabled.contains(id) { return false }
    guard let suppressions else { return true }
    return !suppressions.comments.isSuppressed(
      id, line: file.location(codeIndex, lines: suppressions.lines).line)
  }
}
