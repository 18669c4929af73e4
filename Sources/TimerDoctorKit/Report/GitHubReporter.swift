import Foundation

/// GitHub Actions workflow commands (`::warning file=...,line=...,col=...,title=id::message`),
/// one per finding and unreadable input, then a plain summary line, since GitHub shows only ten
/// annotations of each kind per step.
public struct GitHubReporter: Reporter {
  /// Creates a GitHub reporter.
  public init() {}

  /// Renders one workflow command per finding and error, then the summary.
  public func render(_ report: Report) -> String {
    var out = ""
    for finding in report.findings {
      var properties = [("file", finding.file)]
      if let line = finding.line {
        properties.append(("line", String(line)))
        if let column = finding.column { properties.append(("col", String(column))) }
      }
      properties.append(("title", finding.id))
      out += Self.command(Self.kind(finding.severity), properties, message: Self.message(finding))
    }
    for error in report.errors {
      out += Self.command("error", [("file", error.path), ("title", "input error")], message: error.line)
    }
    return out + TextReporter.summary(of: report) + "\n"
  }

  /// `::kind key=value,...::message` with GitHub's escaping.
  static func command(_ kind: String, _ properties: [(String, String)], message: String) -> String {
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(kind) \(list)::\(escapeData(message))\n"
  }

  /// Escapes a message: `%`, CR and LF, per GitHub's toolkit; other controls become visible.
  static func escapeData(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default:
        result += TerminalText.isControl(scalar) ? TerminalText.escape(String(scalar)) : String(scalar)
      }
    }
    return result
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }

  private static func kind(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }

  private static func message(_ finding: Finding) -> String {
    guard let triage = finding.triage else { return finding.message }
    var text = finding.message
    if let culprit = triage.culprit { text += "\nculprit: \(culprit.displayName) in \(culprit.image)" }
    return text + "\nfix: \(triage.fix)"
  }
}
