import Foundation
import Testing

@testable import TimerDoctorKit

/// Triage of SampleLogs/' single-report folders through the shared reporters: grouped text, JUnit
/// valid against the schema, JSON with the triage fields.
@Suite struct TriageReportTests {
  static func sampleReport() -> Report {
    // The folders of SampleLogs' table (exports hold several records per file; their own suite).
    let folders = ["crash", "ips", "linux", "negative", "pasted"].map {
      SampleLogsTests.folder.appendingPathComponent($0).path
    }
    let collected = TriageEngine.inputCollector.collect(folders)
    let output = TriageFixtures.engine.triage(collected.sources)
    return Report(
      command: .triage, findings: output.findings, errors: collected.errors + output.errors,
      inputs: output.inputs,
      rules: TriageFixtures.entries, groups: FindingGroup.grouping(output.findings))
  }

  @Test func groupsCountEveryReport() {
    let report = Self.sampleReport()
    let unreadable = SampleLogsTests.rows.filter { $0.pattern == "error" }.count
    #expect(report.findings.count == SampleLogsTests.rows.count - unreadable)
    #expect(report.errors.count == unreadable)
    #expect(report.groups.reduce(0) { $0 + $1.count } == report.findings.count)
    // Other crashes are grouped by their app frame too; only those without one share a line.
    let none = report.groups.filter { $0.pattern == "none" }
    #expect(none.reduce(0) { $0 + $1.count } == SampleLogsTests.rows.filter { $0.pattern == "none" }.count)
    #expect(none.filter { $0.culprit == nil }.map(\.count) == [1])
    let text = TextReporter().render(report)
    #expect(text.hasPrefix("\(report.inputs.count) reports by pattern and culprit:\n"))
    let lines = text.split(separator: "\n")
    for group in report.groups {
      let line = lines.first {
        $0.contains(" \(group.pattern) ") && $0.contains(group.culpritDisplayName + "  (")
          && $0.contains(group.files[0])
      }
      #expect(line?.drop { $0 == " " }.hasPrefix("\(group.count)  ") == true, "\(group.summaryLine)")
      // Each group line shows how sure its weakest verdict is and one example report.
      #expect(line?.contains("(\(group.confidence?.rawValue ?? "?");") == true || group.count == 1)
    }
    #expect(
      text.contains("timer misuses") && text.contains("crashes in timer code")
        && text.contains("other crashes"))
  }

  @Test func junitValidatesAgainstTheSchema() throws {
    let xml = JUnitReporter().render(Self.sampleReport())
    let result = try XMLValidator.validate(xml)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func jsonCarriesTheTriageFields() throws {
    let json = JSONReporter().render(Self.sampleReport())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    let release = try #require(
      findings.first { ($0["file"] as? String)?.hasSuffix("ips/release_while_suspended.ips") == true })
    #expect(release["pattern"] as? String == "release_while_suspended")
    #expect(release["confidence"] as? String == "high")
    #expect((release["evidence"] as? [String])?.count == 2)
    let culprit = try #require(release["culprit"] as? [String: Any])
    #expect(culprit["symbol"] as? String == "PollingService.deinit")
    #expect(culprit["file"] as? String == "PollingService.swift")
    #expect(culprit["line"] as? Int == 88)
    #expect(release["exception"] as? String == "EXC_BREAKPOINT (SIGTRAP)")
    #expect(release["os"] as? String == "iPhone OS 17.4.1 (21E236)")
    #expect(
      (release["alternatives"] as? [String])?.sorted() == ["cancel_while_suspended", "suspend_imbalance"])
  }
}
