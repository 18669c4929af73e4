import Foundation
import Testing

@testable import TimerDoctorKit

/// `JSONText` must write exactly what Foundation's `JSONEncoder` writes with the same options.
@Suite("JSONText matches JSONEncoder")
struct JSONTextTests {
  static func foundation<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func randomJSONReportsAreByteIdentical() throws {
    var random = RandomFindings(seed: 0x0150_7E47)
    for _ in 0..<300 {
      let document = JSONReporter.document(random.report())
      #expect(JSONText.encode(document) == (try Self.foundation(document)))
    }
  }

  @Test func randomSARIFLogsAreByteIdentical() throws {
    var random = RandomFindings(seed: 0x5A_21F7)
    for _ in 0..<300 {
      let log = SARIFReporter.log(random.report(), sourceRoot: "/work/app")
      #expect(JSONText.encode(log) == (try Self.foundation(log)))
    }
  }

  /// Long arrays are encoded and written on all cores; the result must not change.
  @Test func reportsLongEnoughToEncodeConcurrentlyAreByteIdentical() throws {
    var random = RandomFindings(seed: 0xC0_FFEE)
    for count in [JSONWriter.concurrentElements - 1, JSONWriter.concurrentElements, 3_000] {
      let report = random.report(findings: count)
      let document = JSONReporter.document(report)
      #expect(JSONText.encode(document) == (try Self.foundation(document)))
      let log = SARIFReporter.log(report, sourceRoot: "/work/app")
      #expect(JSONText.encode(log) == (try Self.foundation(log)))
    }
  }

  @Test func everyControlCharacterAndSlashIsEscapedTheSameWay() throws {
    let all = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
    let samples = [all, "a/b\\c\"d", "é\u{85}\u{2028}\u{1F600}", "", "\u{7F}\u{1B}[31m"]
    #expect(JSONText.encode(samples) == (try Self.foundation(samples)))
  }

  @Test func emptyContainersNestingNumbersAndOmittedOptionalsMatch() throws {
    let value = Shapes()
    #expect(JSONText.encode(value) == (try Self.foundation(value)))
    #expect(JSONText.encode([String: Int]()) == (try Self.foundation([String: Int]())))
    #expect(
      JSONText.encode(["b": 1, "B": 2, "_": 3, "a": 4])
        == (try Self.foundation(["b": 1, "B": 2, "_": 3, "a": 4])))
  }

  @Test func handWrittenContainersAndSuperEncodersMatch() throws {
    let value = HandWritten()
    #expect(JSONText.encode(value) == (try Self.foundation(value)))
  }

  @Test func theRuleListingMatches() throws {
    let listing = CatalogCommands.listing(try Catalog.embedded())
    #expect(JSONText.encode(listing) == (try Self.foundation(listing)))
  }

  @Test func aKeyEncodedTwiceKeepsItsLastValueLikeJSONEncoder() throws {
    let value = RepeatedKeys()
    #expect(JSONText.encode(value) == (try Self.foundation(value)))
    #expect(JSONText.encode(value).contains("\"second\""))
    #expect(!JSONText.encode(value).contains("\"first\""))
  }

  @Test func aValueThatEncodesNothingIsAnEmptyObject() {
    #expect(JSONText.encode(EncodesNothing()) == "{}")
  }

  @Test func nonFiniteNumbersFailLikeJSONEncoder() {
    #expect(JSONText.encode([Double.nan]) == "{}")
    #expect((try? Self.foundation([Double.nan])) == nil)
  }
}

/// Encodes `a` twice, then `b`.
private struct RepeatedKeys: Encodable {
  enum Key: String, CodingKey { case a, b }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode("first", forKey: .a)
    try container.encode(1, forKey: .b)
    try container.encode("second", forKey: .a)
  }
}

/// Asks for no container at all.
private struct EncodesNothing: Encodable {
  func encode(to encoder: any Encoder) throws {}
}

/// Every shape the synthesized conformances produce.
private struct Shapes: Encodable {
  var empty: [Int] = []
  var emptyObject: [String: String] = [:]
  var nested: [[Int]] = [[1, -2], [], [Int.max, Int.min]]
  var numbers: [Double] = [0.5, 1, -3.25, 1e-7, 123_456_789_012]
  var small: [Float] = [0.25, 2]
  var unsigned: [UInt8] = [0, 255]
  var flags = [true, false]
  var missing: String? = nil
  var present: Int? = 7
  var object = ["z": [String](), "y": ["x"]]
}

/// Nested keyed and unkeyed containers, `nil`, single values and super encoders.
private struct HandWritten: Encodable {
  enum Key: String, CodingKey { case list, inner, nothing, parent, child }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    var list = container.nestedUnkeyedContainer(forKey: .list)
    try list.encode(Int16(-5))
    try list.encodeNil()
    var deeper = list.nestedContainer(keyedBy: Key.self)
    try deeper.encode(UInt64.max, forKey: .child)
    var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
    try inner.encode("value", forKey: .child)
    try container.encodeNil(forKey: .nothing)
    var parent = container.superEncoder(forKey: .parent).singleValueContainer()
    try parent.encode(["a", "b"])
    var base = container.superEncoder().unkeyedContainer()
    try base.encode(true)
  }
}
