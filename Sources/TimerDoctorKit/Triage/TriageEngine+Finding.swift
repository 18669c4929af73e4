/// Turning a verdict into the shared `Finding`.
extension TriageEngine {
  func finding(_ context: ClassificationContext, verdict: Verdict, path: String) -> Finding {
    let report = context.report
    // Every verdict names the first frame of the app's own code it can find, a timer misuse's
    // below the trap and another crash's from the top: that is where to look either way.
    let culprit = CulpritFinder.culprit(context, after: context.trapFrame).map {
      CulpritFinder.describe($0.frame, in: report)
    }
    let pattern = classifier.signatures.pattern(verdict.pattern)
    let severity = pattern?.severity ?? .info
    var evidence = verdict.evidence
    if pattern != nil, let hint = AbortCauseHint.evidence(report.messages) { evidence.append(hint) }
    let details = TriageDetails(
      pattern: verdict.pattern, confidence: verdict.confidence, confidenceReason: verdict.reason,
      evidence: evidence, culprit: culprit, alternatives: verdict.alternatives,
      exception: report.exception, os: report.os,
      fix: Self.fixLine(verdict, pattern: pattern), source: culprit.flatMap { linker?.link($0) })
    return Finding(
      id: verdict.pattern, severity: severity, message: message(verdict, pattern: pattern, context: context),
      file: path,
      line: verdict.line, triage: details)
  }

  /// `release_while_suspended (high): <summary>`, one line.
  /// The one-line fix every format shows: the pattern's own, then where to read more.
  static func fixLine(_ verdict: Verdict, pattern: PatternSignatures.Pattern?) -> String {
    guard let pattern else { return verdict.fix ?? "timerdoctor rules" }
    guard let fix = pattern.fix else { return "timerdoctor explain \(verdict.pattern)" }
    return "\(fix) (timerdoctor explain \(verdict.pattern))"
  }

  /// The summary without its ` with "message"` when the report does not contain that message:
  /// a frame-only verdict must not quote a line nobody saw.
  static func quotingOnlyWhatTheReportSays(_ summary: String, evidence: [String]) -> String {
    Headline(summary).text(evidence: evidence)
  }

  private func message(
    _ verdict: Verdict, pattern: PatternSignatures.Pattern?, context: ClassificationContext
  )
    -> String
  {
    // Crashes that are not timer misuse are worded as such, not as a pattern called `none`.
    let name: String
    switch verdict.pattern {
    case PatternID.none, PatternID.otherLibdispatch: name = "not timer misuse"
    case PatternID.unknown: name = "not triaged"
    default: name = verdict.pattern
    }
    let head = "\(name) (\(verdict.confidence.rawValue))"
    if let pattern, let headline = headlines[pattern.id] {
      return
        "\(head): \(Self.naming(context.dispatchObjectKind, in: headline.text(evidence: verdict.evidence)))"
    }
    switch verdict.pattern {
    case PatternID.otherLibdispatch:
      return "\(head): a libdispatch client error that is not DispatchSourceTimer misuse"
    default:
      return "\(head): \(verdict.why)"
    }
  }

  /// The headline naming only the object the frames show: the rule book says "DispatchSourceTimer"
  /// or "a dispatch source", but "Release of a suspended object" and "Over-resume of an object"
  /// are also what a queue prints, so without a source frame the headline names both.
  static func naming(_ kind: ClassificationContext.DispatchObjectKind, in text: String) -> String {
    switch kind {
    case .source: text
    case .queue:
      text.replacingOccurrences(of: "DispatchSourceTimer", with: "dispatch queue")
        .replacingOccurrences(of: "a dispatch source", with: "a dispatch queue")
    case .either:
      text.replacingOccurrences(
        of: "DispatchSourceTimer",
        with: "dispatch object (a source such as a DispatchSourceTimer, or a queue)"
      )
      .replacingOccurrences(of: "a dispatch source", with: "a dispatch object (a source or a queue)")
    }
  }
}
