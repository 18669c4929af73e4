/// Compiler-style text: `path:line:col: warning: message (id)`, so Xcode and editors pick it up.
/// Triage findings add indented evidence, culprit and fix lines; groups and a summary follow.
public struct TextReporter: Reporter {
  /// Whether to colour severities with ANSI escapes (only when stdout is a terminal).
  public var color: Bool

  /// Creates a text reporter.
  public init(color: Bool = false) {
    self.color = color
  }

  /// Renders every finding, the groups and the summary line.
  public func render(_ report: Report) -> String {
    var out = ""
    for finding in report.findings {
      out += line(for: finding) + "\n"
      if let triage = finding.triage {
        out += details(of: triage)
      }
    }
    if !report.groups.isEmpty {
      out += "\nGrouped by pattern and culprit:\n"
      let width = report.groups.map { String($0.count).count }.max() ?? 1
      for group in report.groups {
        let count = String(group.count)
        let padded = String(repeating: " ", count: width - count.count) + count
        out +=
          "  \(padded)  \(group.pattern)  \(TerminalText.escape(group.culprit ?? "(no culprit frame)"))\n"
      }
    }
    if !report.findings.isEmpty || !report.groups.isEmpty { out += "\n" }
    return out + Self.summary(of: report) + "\n"
  }

  /// `3 findings in 2 files (1 error, 2 warnings)`, plus unreadable inputs when there are any.
  public static func summary(of report: Report) -> String {
    let files = report.inputs.count
    var text = "\(plural(report.findings.count, "finding")) in \(plural(files, "file"))"
    let counts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].compactMap {
      severity, word in
      let count = report.count(of: severity)
      return count > 0 ? plural(count, word) : nil
    }
    if !counts.isEmpty { text += " (" + counts.joined(separator: ", ") + ")" }
    if !report.errors.isEmpty {
      text += "; \(plural(report.errors.count, "input")) could not be read"
    }
    return text
  }

  static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
  }

  private func line(for finding: Finding) -> String {
    var location = TerminalText.escape(finding.file)
    if finding.triage == nil, let line = finding.line {
      location += ":\(line)" + (finding.column.map { ":\($0)" } ?? "")
    }
    let message = TerminalText.escape(finding.message)
    let suffix = finding.triage == nil ? " (\(finding.id))" : ""
    return "\(location): \(label(finding.severity)): \(message)\(suffix)"
  }

  private func label(_ severity: Severity) -> String {
    let word = severity == .info ? "note" : severity.rawValue
    guard color else { return word }
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;33"
      case .info: "1;36"
      }
    return "\u{1B}[\(code)m\(word)\u{1B}[0m"
  }

  private func details(of triage: TriageDetails) -> String {
    var lines: [String] = []
    for evidence in triage.evidence {
      lines.append("evidence: " + evidence)
    }
    if let culprit = triage.culprit {
      lines.append("culprit: \(culprit.displayName) in \(culprit.image)")
    }
    let context = [triage.exception, triage.os].compactMap { $0 }
    if !context.isEmpty { lines.append(context.joined(separator: " on ")) }
    if !triage.alternatives.isEmpty {
      lines.append("also consistent with: " + triage.alternatives.joined(separator: ", "))
    }
    lines.append("confidence: \(triage.confidence.rawValue) (\(triage.confidenceReason))")
    lines.append("fix: " + triage.fix)
    return lines.map { "    " + TerminalText.escape($0) + "\n" }.joined()
  }
}
