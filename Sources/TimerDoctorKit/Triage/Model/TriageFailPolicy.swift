/// The one judgement of which verdicts fail a triage run (exit 1): a timer misuse verdict at or
/// above a confidence, `medium` by default, so a low-confidence guess (a use after free read as a
/// misuse) informs without failing a build. `--fail-on low|medium|high|never` sets it.
enum TriageFailPolicy: Equatable, Sendable {
  /// Misuse verdicts at this confidence or above fail the run.
  case atOrAbove(Confidence)
  /// No verdict fails the run (unreadable inputs still exit 2).
  case never

  /// The policy without `--fail-on`.
  static let standard = TriageFailPolicy.atOrAbove(.medium)

  /// The values `--fail-on` takes, in the order help lists them.
  static let names = ["low", "medium", "high", "never"]

  /// The policy a command's `--fail-on` asks for (the standard one without it), or the usage
  /// error naming the levels.
  static func of(_ arguments: ParsedArguments, command: Subcommand) -> Result<TriageFailPolicy, UsageError> {
    guard let value = arguments.value("fail-on") else { return .success(.standard) }
    guard let policy = TriageFailPolicy(option: value) else {
      let names = names.joined(separator: ", ")
      return .failure(UsageError("--fail-on takes one of \(names), not `\(value)`", command: command))
    }
    return .success(policy)
  }

  /// The policy `--fail-on value` names, or `nil` for an unknown value.
  init?(option value: String) {
    if value == "never" {
      self = .never
    } else if let confidence = Confidence(rawValue: value) {
      self = .atOrAbove(confidence)
    } else {
      return nil
    }
  }

  /// Whether `finding` fails the run: a timer misuse (an `error` verdict) sure enough.
  func fails(_ finding: Finding) -> Bool {
    guard case .atOrAbove(let threshold) = self, finding.severity >= .error, let details = finding.triage
    else {
      return false
    }
    return Confidence.weaker(details.confidence, threshold) == threshold
  }

  /// Whether a merged group fails the run: a timer misuse whose surest verdict is sure enough.
  func fails(_ group: FindingGroup) -> Bool {
    guard case .atOrAbove(let threshold) = self, group.severity >= .error,
      let surest = group.surestConfidence ?? group.confidence
    else {
      return false
    }
    return Confidence.weaker(surest, threshold) == threshold
  }
}
