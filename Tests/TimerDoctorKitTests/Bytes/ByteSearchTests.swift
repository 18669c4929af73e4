import Testing

@testable import TimerDoctorKit

/// The one byte search agrees with a plain scan wherever the needle and its anchor fall.
@Suite struct ByteSearchTests {
  static func offset(_ needle: String, in text: String, anchor: Int = 0) -> Int? {
    Array(text.utf8).withUnsafeBufferPointer { haystack in
      Array(needle.utf8).withUnsafeBufferPointer {
        ByteSearch.firstOffset(of: $0, in: haystack, anchor: anchor)
      }
    }
  }

  @Test func findsTheNeedleAtTheStartTheEndAndNowhere() {
    #expect(Self.offset("invalidate()", in: "invalidate() x", anchor: 1) == 0)
    #expect(Self.offset("invalidate()", in: "t.invalidate()", anchor: 1) == 2)
    #expect(Self.offset("invalidate()", in: "t.invalidate(", anchor: 1) == nil)
    #expect(Self.offset("tor:", in: "selector:", anchor: 3) == 5)
    #expect(Self.offset("abc", in: "ab") == nil)
    #expect(Self.offset("", in: "abc") == nil)
  }

  @Test func agreesWithAPlainScanOnRandomText() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ab\u{e9}".utf8)
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let needle = (0..<Int.random(in: 1..<5, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }
      let anchor = Int.random(in: 0..<needle.count, using: &generator)
      let expected =
        text.count < needle.count
        ? nil : (0...(text.count - needle.count)).first { Array(text[$0..<($0 + needle.count)]) == needle }
      let found = text.withUnsafeBufferPointer { haystack in
        needle.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: haystack, anchor: anchor) }
      }
      #expect(found == expected, "\(text) \(needle) anchor \(anchor)")
    }
  }
}
