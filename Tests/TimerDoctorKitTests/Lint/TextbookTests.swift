import Testing

@testable import TimerDoctorKit

/// Textbook timer examples: every bad one reported with its severity and message, every good one
/// silent. The default run is what a user gets: the style rule stays off.
@Suite struct TextbookTests {
  /// What a default run reports on `code`, as `(rule, severity, message)`.
  static func defaultFindings(_ code: String) -> [Finding] {
    LintHarness.findings(code).filter { $0.id != "timer_implicitly_unwrapped" }
  }

  @Test(arguments: TextbookFixtures.bad) func badIsReportedWithItsSeverityAndMessage(
    _ example: TextbookFixtures.Case
  ) {
    let findings = Self.defaultFindings(example.code)
    for expected in example.expected {
      let match = findings.first { $0.id == expected.rule }
      #expect(
        match?.severity == expected.severity, "\(example.name): \(findings.map { "\($0.id) \($0.severity)" })"
      )
      #expect(
        match?.message.contains(expected.phrase) == true, "\(example.name): \(match?.message ?? "none")")
    }
    // Nothing it does not expect fails a run: an unexpected error would be a wrong crash claim.
    let unexpectedErrors = findings.filter { finding in
      finding.severity == .error && !example.expected.contains { $0.rule == finding.id }
    }
    #expect(unexpectedErrors.isEmpty, "\(example.name): \(unexpectedErrors.map(\.id))")
  }

  @Test(arguments: TextbookFixtures.good) func goodIsSilent(_ example: TextbookFixtures.Case) {
    let findings = Self.defaultFindings(example.code)
    #expect(
      findings.isEmpty, "\(example.name): \(findings.map { "\($0.id) \($0.severity) line \($0.line ?? 0)" })")
  }

  @Test func theSetIsTheTextbookOne() {
    #expect(TextbookFixtures.bad.count >= 17)
    #expect(TextbookFixtures.good.count == 5)
    let rules = Set(TextbookFixtures.bad.flatMap { $0.expected.map(\.rule) })
    #expect(rules.count >= 12, "\(rules.sorted())")
  }
}
