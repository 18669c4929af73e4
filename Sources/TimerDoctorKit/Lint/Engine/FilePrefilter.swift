/// The words that decide what pass one does with a file, found in one pass over its bytes: a
/// file that names a timer is scanned whole, one that may stop, schedule or own another file's
/// timer is scanned for its facts, and any other keeps only its class headers.
///
/// Most files of a project are the last kind, so every byte of them is read here and nowhere
/// else. The pass compares sixteen positions at a time with a two-byte pair of each word (the
/// pair rarest in real Swift code), and only a position where a pair matches is compared with
/// its word. On 39.5 MB of SwiftUI apps the pairs match once per 300 bytes, where a search per
/// word that jumps to each word's rarest byte stopped once per 18 bytes.
enum FilePrefilter {
  /// The kinds of word a file may hold.
  struct Words: OptionSet, Sendable {
    let rawValue: UInt8
    /// `imer` (`Timer`, `timer`, `makeTimerSource`), `yLin` (`displayLink`) or `.sleep(`
    /// (`Task.sleep`, a clock's sleep): every rule needs one of them.
    static let timers = Words(rawValue: 1)
    /// `invalidate()`: an extension here may stop another file's timer.
    static let stops = Words(rawValue: 2)
    /// `nLoo` (`RunLoop`, `CFRunLoop`): another file's timer may be added to a run loop here.
    static let schedules = Words(rawValue: 4)
    /// `@main`, `ApplicationDelegate` or `SceneDelegate`: an app's root, whose properties hold
    /// objects made once for the app's life.
    static let appRoot = Words(rawValue: 8)
    /// `class `: a class header another file's timer owner may inherit from.
    static let classKeyword = Words(rawValue: 16)
  }

  /// What one pass found.
  struct Reading: Sendable {
    /// The kinds of word found (all of them, unless the pass stopped at a timer word).
    var words: Words = []
    /// Where each `class ` starts, in order; complete when `words` holds no timer word.
    var classOffsets: [Int] = []

    /// Whether pass one scans the file: it may hold a timer fact.
    var isScanned: Bool { !words.isDisjoint(with: [.timers, .stops, .schedules, .appRoot]) }
  }

  /// One word and the pair of its bytes that the vector pass looks for.
  struct Needle {
    let bytes: [UInt8]
    /// Where in `bytes` the pair starts.
    let pairOffset: Int
    let kind: Words

    init(_ text: StaticString, pairAt pairOffset: Int, _ kind: Words) {
      bytes = text.withUTF8Buffer { Array($0) }
      self.pairOffset = pairOffset
      self.kind = kind
    }
  }

  /// The words, each with the pair rarest in the SwiftUI corpus (counts per 39.5 MB: `im` 67k,
  /// `cl` 21k, `nv` 23k, `eD` 10k, `nD` 6k, `sl` 4k, `nL` 3k, `yL` 2k, `@m` 80).
  static let needles: [Needle] = [
    Needle("imer", pairAt: 0, .timers),
    Needle("yLin", pairAt: 0, .timers),
    Needle(".sleep(", pairAt: 1, .timers),
    Needle("invalidate()", pairAt: 1, .stops),
    Needle("nLoo", pairAt: 0, .schedules),
    Needle("@main", pairAt: 0, .appRoot),
    Needle("ApplicationDelegate", pairAt: 10, .appRoot),
    Needle("SceneDelegate", pairAt: 4, .appRoot),
    Needle(classKeyword, pairAt: 0, .classKeyword),
  ]

  /// The bytes the vector pass compares each block with, splatted, each byte once: the pairs'
  /// first bytes `i @ y n s c e`, then their second bytes `m L l D v`. Pairs that share a byte
  /// share its comparison (twelve comparisons, not eighteen), as `candidates` writes out.
  private static let vectorBytes: Splats = {
    // Written out in `candidates` one by one (a loop over a table compiled to lane-by-lane code
    // of nearly three times the instructions), so checked here against the needles.
    let pairsByHand = Set(["im", "@m", "yL", "nL", "sl", "cl", "nD", "eD", "nv"].map { Array($0.utf8) })
    let pairsOfNeedles = Set(needles.map { Array($0.bytes[$0.pairOffset...].prefix(2)) })
    precondition(pairsByHand == pairsOfNeedles, "FilePrefilter.candidates must compare each needle's pair")
    let b = "i@ynscemLlDv".utf8.map { SIMD16(repeating: $0) }
    return (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11])
  }()

  /// Twelve splatted bytes, a value the loop holds in registers.
  private typealias Splats = (
    SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>,
    SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>, SIMD16<UInt8>
  )

  /// The word a class header starts with (`ClassHeaders` reads the header after it).
  static let classKeyword: StaticString = "class "

  /// Reads `bytes`. With `stoppingAtTimers`, the pass ends with the sixteen-byte block that holds
  /// the first timer word: the file is then scanned whole, and the other words and the class
  /// offsets after that block are not looked for.
  static func read(_ bytes: [UInt8], stoppingAtTimers: Bool) -> Reading {
    bytes.withUnsafeBufferPointer { read($0, stoppingAtTimers: stoppingAtTimers) }
  }

  static func read(_ text: UnsafeBufferPointer<UInt8>, stoppingAtTimers: Bool) -> Reading {
    var reading = Reading()
    guard let base = text.baseAddress, text.count >= 2 else { return reading }
    let count = text.count
    let raw = UnsafeRawPointer(base)
    let bytes = vectorBytes
    return needles.withUnsafeBufferPointer { needles in
      var position = 0
      // Whole blocks: the pairs starting at `position..<position + 16` (the second bytes reach
      // one further).
      while position + 17 <= count {
        let here = raw.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
        let next = raw.loadUnaligned(fromByteOffset: position + 1, as: SIMD16<UInt8>.self)
        let lanes = candidates(here, next, bytes)
        if lanes[0] | lanes[1] != 0 {
          // Each lane is a byte of all ones where a pair starts: only those positions are read.
          for half in 0..<2 {
            var bits = lanes[half]
            while bits != 0 {
              let lane = bits.trailingZeroBitCount / 8
              match(at: position + half * 8 + lane, in: text, needles: needles, into: &reading)
              bits &= ~(0xFF << UInt64(lane * 8))
            }
          }
          if stoppingAtTimers, reading.words.contains(.timers) { return reading }
        }
        position += 16
      }
      while position + 1 < count {
        match(at: position, in: text, needles: needles, into: &reading)
        position += 1
      }
      return reading
    }
  }

  /// Where a needle's pair starts among the sixteen positions `here` holds (`next` holds the
  /// byte after each): the mask's bytes, as two words, all ones at those positions.
  @inline(__always) private static func candidates(
    _ here: SIMD16<UInt8>, _ next: SIMD16<UInt8>, _ bytes: Splats
  ) -> SIMD2<UInt64> {
    let i = here .== bytes.0
    let at = here .== bytes.1
    let y = here .== bytes.2
    let n = here .== bytes.3
    let s = here .== bytes.4
    let c = here .== bytes.5
    let e = here .== bytes.6
    // `im` `@m`, `yL` `nL`, `sl` `cl`, `nD` `eD`, `nv`.
    let found =
      (next .== bytes.7) .& (i .| at) .| (next .== bytes.8) .& (y .| n)
      .| (next .== bytes.9) .& (s .| c) .| (next .== bytes.10) .& (n .| e)
      .| (next .== bytes.11) .& n
    // Read as two words: `any(_:)` compiled to a call that reads the mask lane by lane.
    return unsafeBitCast(found, to: SIMD2<UInt64>.self)
  }

  /// Records every needle whose pair starts at `start` and whose whole word is there.
  @inline(__always) private static func match(
    at start: Int, in text: UnsafeBufferPointer<UInt8>, needles: UnsafeBufferPointer<Needle>,
    into reading: inout Reading
  ) {
    let first = text[start]
    let second = text[start + 1]
    for needle in needles where needle.bytes[needle.pairOffset] == first {
      guard needle.bytes[needle.pairOffset + 1] == second else { continue }
      let wordStart = start - needle.pairOffset
      guard wordStart >= 0, wordStart + needle.bytes.count <= text.count,
        needle.bytes.indices.allSatisfy({ text[wordStart + $0] == needle.bytes[$0] })
      else { continue }
      reading.words.insert(needle.kind)
      if needle.kind == .classKeyword { reading.classOffsets.append(wordStart) }
    }
  }
}
