/// The detail lines under a finding, the same in every line-based format (text, JUnit, GitHub
/// annotations): a lint finding's evidence; a triage verdict's evidence, culprit, exception and
/// OS, alternatives, confidence and fix.
enum FindingDetails {
  /// The lines, unescaped; `lintFix` adds `fix: timerdoctor explain <id>` under a lint finding.
  static func lines(of finding: Finding, lintFix: Bool = false) -> [String] {
    guard let triage = finding.triage else {
      var lines = (finding.notes ?? []).map { "evidence: " + $0.display(relativeTo: finding.file) }
      if let fix = finding.fix { lines.append(fix.display) }
      if lintFix { lines.append("fix: timerdoctor explain \(finding.id)") }
      return lines
    }
    var lines = triage.evidence.map { "evidence: " + $0 }
    if let culprit = triage.culprit { lines.append("culprit: \(culprit.fullName)") }
    if let source = triage.source {
      lines.append("source: \(source.file):\(source.line) in \(source.function)")
      for lint in source.lint {
        lines.append(
          "lint there: \(source.file):\(lint.line): \(lint.severity.rawValue): \(lint.message) (\(lint.id))")
      }
    }
    switch (triage.exception, triage.os) {
    case (let exception?, let os?): lines.append("\(exception) on \(os)")
    case (let exception?, nil): lines.append(exception)
    case (nil, let os?): lines.append("os: \(os)")
    case (nil, nil): break
    }
    if !triage.alternatives.isEmpty {
      lines.append("also consistent with: " + triage.alternatives.joined(separator: ", "))
    }
    lines.append("confidence: \(triage.confidence.rawValue) (\(triage.confidenceReason))")
    lines.append("fix: " + triage.fix)
    return lines
  }
}
