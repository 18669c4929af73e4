import Foundation
import Testing

@testable import TimerDoctorKit

/// `JSONText` is Foundation's `JSONEncoder` with fixed options; what it adds is the fallback.
/// The reports' exact bytes are pinned by the snapshot tests.
@Suite struct JSONTextTests {
  @Test func keysAreSortedAndSlashesKeptAndOutputIsStable() {
    let value = ["b": "x/y", "a": "1"]
    #expect(JSONText.encode(value) == "{\n  \"a\" : \"1\",\n  \"b\" : \"x/y\"\n}")
    #expect(JSONText.encode(value) == JSONText.encode(value))
  }

  @Test func aValueThatEncodesNothingIsAnEmptyObject() {
    #expect(JSONText.encode(EncodesNothing()) == "{}")
  }

  @Test func nonFiniteNumbersGiveTheEmptyObject() {
    #expect(JSONText.encode([Double.nan]) == "{}")
  }
}

/// Asks for no container at all.
private struct EncodesNothing: Encodable {
  func encode(to encoder: any Encoder) throws {}
}
