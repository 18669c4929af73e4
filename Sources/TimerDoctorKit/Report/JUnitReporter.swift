/// JUnit XML valid against the Jenkins schema (`Tests/Schemas/junit-10.xsd`): one `<testsuite>`
/// per run, one `<testcase>` per input (so a clean run shows N passing tests), a `<failure>` per
/// warning or error finding, an `<error>` per unreadable input. Notes go to `<system-out>`.
public struct JUnitReporter: Reporter {
  /// Creates a JUnit reporter.
  public init() {}

  /// Renders the report as a JUnit XML document.
  public func render(_ report: Report) -> String {
    let cases = TestCase.cases(for: report)
    let failed = cases.filter { !$0.failures.isEmpty && $0.error == nil }.count
    let errored = cases.filter { $0.error != nil }.count
    let suite = "timerdoctor \(report.command.rawValue)"
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let counts = "tests=\"\(cases.count)\" failures=\"\(failed)\" errors=\"\(errored)\""
    xml += "<testsuites name=\"timerdoctor\" \(counts)>\n"
    xml += "  <testsuite name=\"\(suite)\" \(counts) skipped=\"0\">\n"
    for testCase in cases {
      xml += testCase.xml(classname: "timerdoctor.\(report.command.rawValue)")
    }
    if !report.groups.isEmpty {
      let table = report.groups.map(\.summaryLine).joined(separator: "\n")
      xml += "    <system-out>\(XMLText.escape("Grouped by pattern and culprit:\n" + table))</system-out>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }
}

/// One `<testcase>`: an input with its findings or its read error.
private struct TestCase {
  var name: String
  var failures: [Finding] = []
  var notes: [Finding] = []
  var error: InputError?

  static func cases(for report: Report) -> [TestCase] {
    var byPath: [String: TestCase] = [:]
    for input in report.inputs {
      byPath[input] = TestCase(name: input)
    }
    for finding in report.findings {
      var testCase = byPath[finding.file] ?? TestCase(name: finding.file)
      if finding.severity == .info {
        testCase.notes.append(finding)
      } else {
        testCase.failures.append(finding)
      }
      byPath[finding.file] = testCase
    }
    var cases = byPath.values.sorted { $0.name < $1.name }
    var names = Set(cases.map(\.name))
    for error in report.errors {
      // Names are unique within the suite even when an input failed more than once.
      var name = error.path
      var suffix = 2
      while names.contains(name) {
        name = "\(error.path) (\(suffix))"
        suffix += 1
      }
      names.insert(name)
      cases.append(TestCase(name: name, error: error))
    }
    return cases
  }

  func xml(classname: String) -> String {
    let head = "    <testcase name=\"\(XMLText.escape(name, attribute: true))\" classname=\"\(classname)\""
    guard error != nil || !failures.isEmpty || !notes.isEmpty else { return head + "/>\n" }
    var xml = head + ">\n"
    if let error {
      let message = XMLText.escape(error.message, attribute: true)
      xml +=
        "      <error message=\"\(message)\" type=\"input_error\">\(XMLText.escape(error.line))</error>\n"
    }
    for finding in failures {
      let message = XMLText.escape(finding.message, attribute: true)
      let type = XMLText.escape(finding.id, attribute: true)
      xml +=
        "      <failure message=\"\(message)\" type=\"\(type)\">\(XMLText.escape(Self.body(of: finding)))</failure>\n"
    }
    if !notes.isEmpty {
      let text = notes.map { "\($0.id): \($0.message)" }.joined(separator: "\n")
      xml += "      <system-out>\(XMLText.escape(text))</system-out>\n"
    }
    return xml + "    </testcase>\n"
  }

  /// `path:line:col: message`, the triage details, and the fix.
  static func body(of finding: Finding) -> String {
    var location = finding.file
    if let line = finding.line {
      location += ":\(line)" + (finding.column.map { ":\($0)" } ?? "")
    }
    var lines = ["\(location): \(finding.severity.rawValue): \(finding.message)"]
    if let triage = finding.triage {
      lines += triage.evidence.map { "evidence: " + $0 }
      if let culprit = triage.culprit { lines.append("culprit: \(culprit.fullName)") }
      lines.append("fix: " + triage.fix)
    } else {
      lines += (finding.notes ?? []).map { "evidence: " + $0.display(relativeTo: finding.file) }
      lines.append("fix: timerdoctor explain \(finding.id)")
    }
    return lines.joined(separator: "\n")
  }
}
