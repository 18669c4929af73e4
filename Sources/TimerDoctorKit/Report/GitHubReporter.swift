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
    for group in report.groups {
      out += "group: " + TerminalText.escape(group.summaryLine) + "\n"
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
    escape(text, alsoEscaping: [])
  }

  /// Escapes a property value: as a message, plus `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escape(text, alsoEscaping: [":", ","])
  }

  /// One pass over Unicode scalars, not Characters: a `:` followed by a combining mark is still
  /// a `:` to the Actions runner.
  private static func escape(_ text: String, alsoEscaping extra: Set<Unicode.Scalar>) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || scalar == "\r" || scalar == "\n" || extra.contains(scalar) {
        result += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
      } else if TerminalText.isControl(scalar) {
        result += TerminalText.escape(String(scalar))
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func kind(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }

  private static func message(_ finding: Finding) -> String {
    ([finding.message] + FindingDetails.lines(of: finding)).joined(separator: "\n")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
