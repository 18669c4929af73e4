import Foundation

/// Compiler-style text: `path:line:col: warning: message (id)`, so Xcode and editors pick it up.
/// Triage findings add indented evidence, culprit and fix lines; groups and a summary follow.
public struct TextReporter: Reporter {
  /// Whether to colour severities with ANSI escapes (only when stdout is a terminal).
  public var color: Bool

  /// Creates a text reporter.
  public init(color: Bool = false) {
    self.color = color
  }

  /// Renders every finding with its details, or, when the report is grouped, one line per
  /// (pattern, culprit) with its count; then the summary line.
  public func render(_ report: Report) -> String {
    guard report.groups.isEmpty else {
      return render(groups: report.groups, summary: Self.summary(of: report))
    }
    var out = ""
    for finding in report.findings {
      out += line(for: finding) + "\n"
      out += FindingDetails.lines(of: finding).map { "    " + TerminalText.escape($0) + "\n" }.joined()
    }
    if !report.findings.isEmpty { out += "\n" }
    return out + Self.summary(of: report) + "\n"
  }

  /// One line per group (count, severity, pattern, culprit, weakest confidence, an example
  /// input), then `summary`: `triage` grouped, and `merge`.
  func render(groups: [FindingGroup], summary: String) -> String {
    let countWidth = groups.map { String($0.count).count }.max() ?? 1
    let patternWidth = groups.map(\.pattern.count).max() ?? 0
    let severityWidth = groups.map { $0.severity == .info ? 4 : $0.severity.rawValue.count }.max() ?? 0
    let reports = groups.reduce(0) { $0 + $1.count }
    var out = "\(TextReporter.plural(reports, "report")) by pattern and culprit:\n"
    for group in groups {
      let count = String(group.count)
      let pattern = group.pattern.padded(to: patternWidth)
      out += "  " + String(repeating: " ", count: countWidth - count.count) + count + "  "
      var tail = group.confidence.map { $0.rawValue } ?? ""
      if let example = group.files.first {
        tail += (tail.isEmpty ? "" : "; ") + (group.count > 1 ? "e.g. " : "") + TerminalText.escape(example)
      }
      out +=
        label(group.severity, width: severityWidth) + "  " + pattern + "  "
        + TerminalText.escape(group.culpritDisplayName) + (tail.isEmpty ? "" : "  (\(tail))") + "\n"
    }
    out += "\nFor the evidence behind a line: timerdoctor triage <report>, or --format json.\n"
    return out + summary + "\n"
  }

  /// `3 findings in 2 files (1 error, 2 warnings)`, plus unreadable inputs when there are any.
  public static func summary(of report: Report) -> String {
    if report.command == .triage { return triageSummary(of: report) }
    let files = report.inputs.count
    var text = "\(plural(report.findings.count, "finding")) in \(plural(files, "file"))"
    let counts = [(Severity.error, "error"), (.warning, "warning"), (.info, "note")].compactMap {
      severity, word in
      let count = report.count(of: severity)
      return count > 0 ? plural(count, word) : nil
    }
    if !counts.isEmpty { text += " (" + counts.joined(separator: ", ") + ")" }
    let fixes = report.findings.compactMap(\.fix?.safety)
    let safe = fixes.filter { $0 == .safe }.count
    if safe > 0 { text += "; \(safe) fixable with --fix" }
    if safe < fixes.count { text += "; \(fixes.count - safe) with --fix --unsafe-fixes" }
    if !report.errors.isEmpty {
      text += "; \(plural(report.errors.count, "input")) could not be read"
    }
    return text
  }

  /// `34 reports: 27 timer misuses, 2 crashes in timer code, 5 other crashes; 3 inputs could not be
  /// read`: crashes in timer code that are not misuse, and other crashes, are counted apart.
  static func triageSummary(of report: Report) -> String {
    // Misuse verdicts are errors, crashes in timer code that are not misuse warnings.
    let misuse = report.findings.filter { $0.severity == .error }.count
    let timerCode = report.findings.filter { $0.severity == .warning }.count
    let unknown = report.findings.filter { $0.id == PatternID.unknown }.count
    let other = report.findings.count - misuse - timerCode - unknown
    var parts = [
      "\(plural(misuse, "timer misuse", "timer misuses"))",
      "\(plural(timerCode, "crash in timer code", "crashes in timer code"))",
      "\(plural(other, "other crash", "other crashes"))",
    ]
    if unknown > 0 { parts.append("\(unknown) not triaged (no readable or symbolicated frames)") }
    var text = "\(plural(report.findings.count, "report")): " + parts.joined(separator: ", ")
    if !report.errors.isEmpty {
      text += "; \(plural(report.errors.count, "input")) could not be read"
    }
    return text
  }

  static func plural(_ count: Int, _ singular: String, _ pluralForm: String) -> String {
    "\(count) \(count == 1 ? singular : pluralForm)"
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

  /// `error`, `warning` or `note`, coloured when asked, padded with spaces to `width`.
  private func label(_ severity: Severity, width: Int = 0) -> String {
    let word = severity == .info ? "note" : severity.rawValue
    let padding = String(repeating: " ", count: max(0, width - word.count))
    guard color else { return word + padding }
    let code =
      switch severity {
      case .error: "1;31"
      case .warning: "1;33"
      case .info: "1;36"
      }
    return "\u{1B}[\(code)m\(word)\u{1B}[0m" + padding
  }
}
