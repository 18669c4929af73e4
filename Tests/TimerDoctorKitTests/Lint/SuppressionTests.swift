import Testing

@testable import TimerDoctorKit

/// Suppression comments, applied centrally to every rule.
@Suite struct SuppressionTests {
  static let declaration = "final class A {\n  var t: Timer!\n"

  /// The positive control of every test here: without a suppression the rule reports the line.
  @Test func theDeclarationAloneIsReported() {
    #expect(LintHarness.positions(Self.declaration + "}\n", id: "timer_implicitly_unwrapped") == ["2:15"])
  }

  @Test func disablePreviousSilencesTheLineAbove() {
    let code = Self.declaration + "  // timerdoctor:disable:previous timer_implicitly_unwrapped - legacy\n}\n"
    #expect(LintHarness.positions(code, id: "timer_implicitly_unwrapped").isEmpty)
  }

  @Test func disablePreviousNamesItsRule() {
    let code = Self.declaration + "  // timerdoctor:disable:previous timer_global_queue\n}\n"
    #expect(LintHarness.positions(code, id: "timer_implicitly_unwrapped") == ["2:15"])
  }

  @Test func disablePreviousDoesNotReachTwoLinesUp() {
    let code = Self.declaration + "\n  // timerdoctor:disable:previous all\n}\n"
    #expect(LintHarness.positions(code, id: "timer_implicitly_unwrapped") == ["2:15"])
  }

  @Test func disableThisAndRegions() {
    let this = "final class A {\n  var t: Timer! // timerdoctor:disable:this timer_implicitly_unwrapped\n}\n"
    #expect(LintHarness.positions(this, id: "timer_implicitly_unwrapped").isEmpty)
    let other = "final class A {\n  var t: Timer! // timerdoctor:disable:this timer_global_queue\n}\n"
    #expect(LintHarness.positions(other, id: "timer_implicitly_unwrapped") == ["2:15"])
    let region =
      "// timerdoctor:disable all\nfinal class A {\n  var t: Timer!\n// timerdoctor:enable all\n  var u: Timer!\n}\n"
    #expect(LintHarness.positions(region, id: "timer_implicitly_unwrapped") == ["5:15"])
  }
}
