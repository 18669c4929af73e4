import Testing

@testable import TimerDoctorKit

/// A Swift snippet with `↓` where rule `id` must report a bug (`warning` or `error`; none: it
/// must report none). These fixtures answer "is it a bug here?"; the anti-pattern alone (`info`)
/// is checked by the rule book's examples and `TextbookTests`.
struct LintFixture: CustomTestStringConvertible, Sendable {
  var name: String
  var id: String
  var code: String
  /// The least severity a marker stands for: `warning` (a bug), or `info` for fixtures of an
  /// anti-pattern that the facts do not show to be a bug.
  var counts: Severity = .warning

  var testDescription: String { "\(id): \(name)" }

  /// Checks that `id` reports exactly at the markers, at `counts` or above.
  func verify() {
    let (code, markers) = LintHarness.stripMarkers(code)
    let found = LintHarness.positions(code, id: id, minimum: counts)
    #expect(found == markers, "\(id): \(name)")
  }
}
