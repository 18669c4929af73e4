import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("Reporter snapshots")
struct ReporterSnapshotTests {
  @Test(arguments: OutputFormat.allCases)
  func lintReport(format: OutputFormat) throws {
    let text = Self.reporter(format).render(ReportFixtures.lint).replacingVersion()
    try Snapshot.expect(text, matches: "lint.\(format.rawValue)")
  }

  @Test func oneTriageReportShowsItsEvidence() throws {
    var report = ReportFixtures.triage
    report.groups = []
    try Snapshot.expect(TextReporter().render(report), matches: "triage-ungrouped.text")
  }

  @Test(arguments: OutputFormat.allCases)
  func triageReport(format: OutputFormat) throws {
    let text = Self.reporter(format).render(ReportFixtures.triage).replacingVersion()
    try Snapshot.expect(text, matches: "triage.\(format.rawValue)")
  }
}

extension ReporterSnapshotTests {
  /// The format's reporter; SARIF's `SRCROOT` is fixed so the snapshot does not name this checkout.
  static func reporter(_ format: OutputFormat) -> any Reporter {
    format == .sarif ? SARIFReporter(sourceRoot: "/work/app") : format.reporter()
  }
}

extension String {
  /// The report with the tool version replaced, so releases don't churn the snapshots.
  func replacingVersion() -> String {
    replacingOccurrences(of: HelpText.version, with: "VERSION")
  }
}
