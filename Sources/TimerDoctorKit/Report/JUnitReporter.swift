/// JUnit XML for Jenkins, GitLab and junit parsers, valid against the Jenkins schema
/// (`Tests/Schemas/junit-10.xsd`). One `<testsuite>` per input file (its `file` attribute names
/// it), one `<testcase>` per finding (`classname` the file, `name` "rule at line:col"), so every
/// finding is a test of its own: warnings and errors fail (triage: the verdicts that fail the run),
/// the others pass with their text in `<system-out>`. A file without findings is one passing testcase; an unreadable input is one
/// testcase with an `<error>`. The counts add up across the suites.
public struct JUnitReporter: Reporter {
  /// Which findings are failures: by default those at `warning` or `error`; a triage run passes
  /// its fail policy, so the failures are the verdicts that fail the run (`--fail-on`).
  public var fails: @Sendable (Finding) -> Bool

  /// Creates a JUnit reporter whose failures are the findings `fails` picks.
  public init(fails: @escaping @Sendable (Finding) -> Bool = { $0.severity != .info }) {
    self.fails = fails
  }

  /// Renders the report as a JUnit XML document.
  public func render(_ report: Report) -> String {
    let suites = JUnitSuite.suites(for: report, fails: fails)
    let tests = suites.reduce(0) { $0 + $1.cases.count }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.reduce(0) { $0 + $1.errors }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"timerdoctor \(report.command.rawValue)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
    for suite in suites { xml += suite.xml(command: report.command) }
    if !report.groups.isEmpty {
      // Jenkins and GitLab ignore text outside the suites: the grouping goes into a suite of its own.
      let table = report.groups.map(\.summaryLine).joined(separator: "\n")
      xml +=
        "  <testsuite name=\"timerdoctor triage groups\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\">\n"
      xml += "    <system-out>\(XMLText.escape("Grouped by pattern and culprit:\n" + table))</system-out>\n"
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }
}
