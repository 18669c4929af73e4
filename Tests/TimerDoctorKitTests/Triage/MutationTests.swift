import Foundation
import Testing

@testable import TimerDoctorKit

/// Seeded random damage to every sample (truncation, byte flips, deleted and duplicated runs):
/// triage must answer every variant with a finding or an input error, never trap or hang.
@Suite struct MutationTests {
  static func mutate(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
    guard !bytes.isEmpty else { return bytes }
    var copy = bytes
    let position = Int.random(in: 0..<copy.count, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      copy.removeSubrange(position...)
    case 1:
      for _ in 0..<8 {
        let index = Int.random(in: 0..<copy.count, using: &random)
        copy[index] = UInt8.random(in: 0x20...0x7E, using: &random)
      }
    case 2:
      let end = min(copy.count, position + Int.random(in: 1...400, using: &random))
      copy.removeSubrange(position..<end)
    case 3:
      let end = min(copy.count, position + Int.random(in: 1...400, using: &random))
      copy.insert(contentsOf: copy[position..<end], at: position)
    default:
      let structural = Array("{}[]\":,\n \\0x+#`".utf8)
      for _ in 0..<8 {
        let index = Int.random(in: 0..<copy.count, using: &random)
        copy[index] = structural[Int.random(in: 0..<structural.count, using: &random)]
      }
    }
    return copy
  }

  @Test(arguments: SampleLogsTests.rows.map(\.file))
  func damagedSamplesNeverTrap(_ file: String) throws {
    let bytes = Array(try Data(contentsOf: SampleLogsTests.folder.appendingPathComponent(file)))
    var random = SeededGenerator(
      seed: UInt64(truncatingIfNeeded: file.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }))
    for _ in 0..<40 {
      let damaged = Self.mutate(bytes, &random)
      switch TriageFixtures.engine.triage(bytes: damaged, displayPath: file) {
      case .success(let finding): #expect(!finding.message.contains("\n"))
      case .failure(let error): #expect(!error.message.isEmpty && !error.message.contains("\n"))
      }
    }
  }
}
