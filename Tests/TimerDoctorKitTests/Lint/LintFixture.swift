import Testing

@testable import TimerDoctorKit

/// A Swift snippet with `↓` where rule `id` must report (none: it must stay silent).
struct LintFixture: CustomTestStringConvertible, Sendable {
  var name: String
  var id: String
  var code: String

  var testDescription: String { "\(id): \(name)" }

  /// Checks that `id` reports exactly at the markers.
  func verify() {
    let (code, markers) = LintHarness.stripMarkers(code)
    let found = LintHarness.positions(code, id: id)
    #expect(found == markers, "\(id): \(name)")
  }
}
