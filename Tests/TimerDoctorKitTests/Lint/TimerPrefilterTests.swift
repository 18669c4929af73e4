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

  /// Random buffers made of the words' letters, so near misses and matches at both ends are
  /// common, checked against a plain window-by-window search.
  @Test func agreesWithAPlainSearchOnRandomBuffers() {
    var random = SeededGenerator(seed: 0x1E7E)
    let alphabet = Array("imeryLnx".utf8)
    let words = [Array("imer".utf8), Array("yLin".utf8)]
    var matches = 0
    for round in 0..<20_000 {
      let length = Int(random.next() % 24)
      let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      let expected =
        length >= 4
        && (0...(length - 4)).contains { start in words.contains { Array(bytes[start..<(start + 4)]) == $0 } }
      if expected { matches += 1 }
      #expect(FileLinter.mayHaveTimers(bytes) == expected, "round \(round): \(bytes)")
    }
    #expect(matches > 50)
  }
}
