import Foundation
import Testing

@testable import TimerDoctorKit

/// The byte-level JSON tape: values, escapes, line numbers, and the errors it reports.
@Suite struct JSONTapeTests {
  func tape(_ text: String) throws(JSONTape.ParseError) -> JSONTape {
    let bytes = Array(text.utf8)
    return try JSONTape(bytes: bytes, range: 0..<bytes.count)
  }

  @Test func readsValuesAndSkipsSiblings() throws {
    let json = try tape(
      #"{"a": [1, {"x": [[]]}, "s"], "n": -42, "t": true, "f": false, "z": null, "e": "q\"\\\/\u00e9\ud83d\ude00\n"}"#
    )
    #expect(json.kind(0) == .object)
    #expect(json.elements(json.member(0, "a")!).count == 3)
    #expect(json.int(json.member(0, "n")) == -42)
    #expect(json.bool(json.member(0, "t")))
    #expect(!json.bool(json.member(0, "f")))
    #expect(json.kind(json.member(0, "z")!) == .null)
    #expect(json.string(json.member(0, "e")) == "q\"\\/é😀\n")
    #expect(json.member(0, "missing") == nil)
    #expect(json.members(0).map(\.key) == ["a", "n", "t", "f", "z", "e"])
  }

  /// Only whole numbers that fit in `Int` are integers.
  @Test func intRejectsFractionsExponentsAndOverflow() throws {
    let json = try tape(
      #"{"e": 1e30, "f": 2.5, "big": 99999999999999999999, "max": 9223372036854775807, "#
        + #""min": -9223372036854775808, "over": 9223372036854775808, "s": "12x", "neg": -7}"#)
    #expect(json.int(json.member(0, "e")) == nil)
    #expect(json.int(json.member(0, "f")) == nil)
    #expect(json.int(json.member(0, "big")) == nil)
    #expect(json.int(json.member(0, "max")) == Int.max)
    #expect(json.int(json.member(0, "min")) == Int.min)
    #expect(json.int(json.member(0, "over")) == nil)
    #expect(json.int(json.member(0, "s")) == nil)
    #expect(json.int(json.member(0, "neg")) == -7)
  }

  @Test func numbersAsStringsAndStringArrays() throws {
    let json = try tape(#"{"bug_type": "309", "asi": {"lib": ["one", "two"], "other": "three"}}"#)
    #expect(json.int(json.member(0, "bug_type")) == 309)
    #expect(json.strings(json.member(0, "asi")) == ["one", "two", "three"])
  }

  @Test func linesAreCounted() throws {
    let json = try tape("{\n  \"a\" : 1,\n  \"b\" : [\n    2\n  ]\n}")
    #expect(json.line(json.member(0, "a")!) == 2)
    #expect(json.line(json.elements(json.member(0, "b")!)[0]) == 4)
  }

  @Test(arguments: [
    ("{\"a\": 1", "JSON ends early", true),
    ("{\"a\": \"b", "JSON ends early inside a string", true),
    ("{\"a\" 1}", "expected `:` after object key", false),
    ("[1 2]", "expected `,` or `]` in array", false),
    ("{\"a\": tru}", "unexpected word in JSON", false),
    ("{} x", "unexpected text after the JSON value", false),
    ("{\"a\": \"\u{1}\"}", "control character inside a JSON string", false),
  ])
  func errorsSayWhatWentWrong(_ text: String, _ reason: String, _ truncated: Bool) {
    #expect(throws: JSONTape.ParseError(reason: reason, line: 1, truncated: truncated)) { try tape(text) }
  }

  @Test func depthIsCappedWithoutRecursion() {
    let deep = String(repeating: "[", count: 1_000_000)
    #expect(
      throws: JSONTape.ParseError(reason: "JSON nested deeper than 512 levels", line: 1, truncated: false)
    ) {
      try tape(deep)
    }
    let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect((try? tape(fine)) != nil)
  }
}
