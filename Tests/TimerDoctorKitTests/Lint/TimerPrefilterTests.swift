import Testing

@testable import TimerDoctorKit

/// The byte prefilter that lets files without timers skip the structure pass.
@Suite("Timer prefilter")
struct TimerPrefilterTests {
  static func passes(_ text: String) -> Bool { FileLinter.mayHaveTimers(Array(text.utf8)) }

  @Test func findsEitherWordAnywhere() {
    #expect(Self.passes("imer"))
    #expect(Self.passes("yLin"))
    #expect(Self.passes("let t = Timer()"))
    #expect(Self.passes("displayLink?.invalidate()"))
    #expect(Self.passes(String(repeating: "m", count: 5_000) + "timer"))
    #expect(Self.passes("Timer" + String(repeating: " ", count: 5_000)))
  }

  @Test func rejectsNearMissesAndShortInput() {
    #expect(!Self.passes(""))
    #expect(!Self.passes("ime"))
    #expect(!Self.passes("imeR imex mmmm imme yLiN Lin yL in"))
    #expect(!Self.passes(String(repeating: "im", count: 3_000) + "e"))
    #expect(!Self.passes("struct Model { var name: String }"))
  }

  /// Every placement of the word in a buffer of every small length, against a plain search.
  @Test func agreesWithAPlainSearchAtEveryOffset() {
    for length in 0..<40 {
      for offset in 0...max(0, length - 4) where length >= 4 {
        var bytes = [UInt8](repeating: UInt8(ascii: "m"), count: length)
        bytes.replaceSubrange(offset..<(offset + 4), with: "yLin".utf8)
        #expect(FileLinter.mayHaveTimers(bytes), "length \(length), offset \(offset)")
        bytes[offset + 3] = UInt8(ascii: "x")
        #expect(!FileLinter.mayHaveTimers(bytes), "length \(length), offset \(offset)")
      }
    }
  }
}
