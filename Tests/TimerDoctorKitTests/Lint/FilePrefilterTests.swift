import Testing

@testable import TimerDoctorKit

/// The one pass over a file's bytes that decides what pass one does with it.
@Suite("File prefilter")
struct FilePrefilterTests {
  typealias Words = FilePrefilter.Words

  /// Every word and offset a plain window-by-window search finds in `bytes`.
  static func plainSearch(_ bytes: [UInt8]) -> (words: Words, classOffsets: [Int]) {
    var words: Words = []
    var offsets: [Int] = []
    for needle in FilePrefilter.needles where bytes.count >= needle.bytes.count {
      for start in 0...(bytes.count - needle.bytes.count)
      where Array(bytes[start..<(start + needle.bytes.count)]) == needle.bytes {
        words.insert(needle.kind)
        if needle.kind == .classKeyword { offsets.append(start) }
      }
    }
    return (words, offsets)
  }

  @Test func findsEachWordAndWhatItMeansForTheFile() {
    let cases: [(String, Words, Bool)] = [
      ("let t = Timer()", .timers, true),
      ("displayLink = nil", .timers, true),
      ("try await Task.sleep(for: .seconds(1))", .timers, true),
      ("extension Player { func stop() { ticker.invalidate() } }", .stops, true),
      ("RunLoop.main.add(t, forMode: .common)", .schedules, true),
      ("@main struct ClockApp: App {}", .appRoot, true),
      ("final class AppDelegate: NSObject, NSApplicationDelegate {}", [.appRoot, .classKeyword], true),
      ("class SceneDelegate: UIResponder {}", [.appRoot, .classKeyword], true),
      ("final class Label: CATextLayer {}", .classKeyword, false),
      ("struct Model { var name: String; let time: Date }", [], false),
      ("sleep(1); invalidate(all); runloop; @MainActor; Delegate", [], false),
    ]
    for (code, words, scanned) in cases {
      let reading = FilePrefilter.read(Array(code.utf8), stoppingAtTimers: false)
      #expect(reading.words == words, "\(code)")
      #expect(reading.isScanned == scanned, "\(code)")
    }
  }

  /// A word across the edge of a sixteen-byte block, and in the last bytes the blocks leave to the
  /// byte-by-byte tail, is found like any other.
  @Test func findsWordsAcrossBlockEdgesAndInTheTail() {
    for padding in 0..<40 {
      let code =
        String(repeating: "x", count: padding) + "class Clock: Base {}" + String(repeating: " ", count: 3)
      let reading = FilePrefilter.read(Array(code.utf8), stoppingAtTimers: false)
      #expect(reading.classOffsets == [padding], "padding \(padding)")
      let timer = String(repeating: "y", count: padding) + "Timer"
      #expect(
        FilePrefilter.read(Array(timer.utf8), stoppingAtTimers: true).words.contains(.timers),
        "padding \(padding)")
    }
  }

  /// Stopping at the first timer word still reports it; the class offsets before it are kept,
  /// and those a block or more after it are not looked for.
  @Test func stopsAtTheFirstTimerWord() {
    let code =
      "class A: B {}\n" + String(repeating: " ", count: 64) + "let timer = 1\n"
      + String(repeating: " ", count: 32)
      + "class C: D {}"
    let reading = FilePrefilter.read(Array(code.utf8), stoppingAtTimers: true)
    #expect(reading.words.contains(.timers))
    #expect(reading.classOffsets == [0])
    #expect(FilePrefilter.read(Array(code.utf8), stoppingAtTimers: false).classOffsets.count == 2)
  }

  /// Random buffers made of the words' letters, long enough to take whole blocks, so pairs,
  /// near misses and matches at every offset are common, checked against a plain search.
  @Test func agreesWithAPlainSearchOnRandomBuffers() {
    var random = SeededGenerator(seed: 0xF11E)
    let pieces =
      FilePrefilter.needles.map(\.bytes)
      + ["i", "m", "n", "D", "e", "l", "s", "c", " ", "L", "("].map {
        Array($0.utf8)
      }
    var found: Words = []
    for round in 0..<3_000 {
      var bytes: [UInt8] = []
      let length = Int(random.next() % 80)
      while bytes.count < length {
        let piece = pieces[Int(random.next() % UInt64(pieces.count))]
        // Words are cut at random so their halves meet other halves.
        let cut = random.next() % 3 == 0 ? Int(random.next() % UInt64(piece.count + 1)) : piece.count
        bytes += piece.prefix(cut)
      }
      let expected = Self.plainSearch(bytes)
      let reading = FilePrefilter.read(bytes, stoppingAtTimers: false)
      #expect(reading.words == expected.words, "round \(round): \(String(decoding: bytes, as: UTF8.self))")
      #expect(reading.classOffsets == expected.classOffsets, "round \(round)")
      found.formUnion(reading.words)
    }
    #expect(found == [.timers, .stops, .schedules, .appRoot, .classKeyword])
  }
}
