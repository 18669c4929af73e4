import Foundation
import Testing

@testable import TimerDoctorKit

/// The scanner never fails and its tokens cover the input exactly.
@Suite struct ScannerLosslessTests {
  @Test func everyToolchainSwiftinterfaceIsCoveredExactly() throws {
    let files = ToolchainInterfaces.paths()
    #expect(!files.isEmpty, "no *.swiftinterface found next to the swift on PATH")
    var totalBytes = 0
    for path in files {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      totalBytes += bytes.count
      let failure = ScannerLosslessTests.coverageFailure(bytes)
      #expect(failure == nil, "\(path): \(failure ?? "")")
    }
    #expect(totalBytes > 0)
  }

  @Test func randomByteArraysAreCoveredExactly() {
    var random = SeededGenerator(seed: 0x5EED)
    let alphabet =
      Array("\"#\\()[]{}/*`@$.:;,=!?<>-+ \n\r\tabcxyz019_'".utf8) + [
        0x80, 0xBF, 0xC3, 0xE2, 0xF0, 0xFF, 0x00,
      ]
    for round in 0..<3000 {
      let length = Int(random.next() % 300)
      var bytes: [UInt8] = []
      bytes.reserveCapacity(length)
      for _ in 0..<length {
        let pick = random.next()
        bytes.append(
          pick % 4 == 0
            ? UInt8(truncatingIfNeeded: pick >> 8) : alphabet[Int((pick >> 8) % UInt64(alphabet.count))])
      }
      let failure = ScannerLosslessTests.coverageFailure(bytes)
      #expect(failure == nil, "round \(round): \(failure ?? "")")
    }
  }

  @Test func everyPrefixOfATrickyFileIsCoveredExactly() {
    let bytes = Array(ScannerSamples.tricky.utf8)
    for end in 0...bytes.count {
      let failure = ScannerLosslessTests.coverageFailure(Array(bytes[0..<end]))
      #expect(failure == nil, "prefix \(end): \(failure ?? "")")
    }
  }

  @Test func everyPrefixOfAnInterfaceHeadIsCoveredExactly() throws {
    let path = try #require(ToolchainInterfaces.paths().first, "no *.swiftinterface found")
    let bytes = Array(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))).prefix(3000))
    for end in stride(from: 0, through: bytes.count, by: 7) {
      #expect(ScannerLosslessTests.coverageFailure(Array(bytes[0..<end])) == nil)
    }
  }

  /// `nil` when the tokens are non-empty, contiguous and cover `bytes` exactly, and lint's scan
  /// gives exactly the other tokens, code and comments apart.
  static func coverageFailure(_ bytes: [UInt8]) -> String? {
    let tokens = Scanner.scan(bytes)
    let split = Scanner.scanSplittingComments(bytes)
    if split.code != tokens.filter({ !$0.kind.isTrivia })
      || split.comments != tokens.filter({ $0.kind == .lineComment || $0.kind == .blockComment })
    {
      return "the split scan differs from the lossless scan's code and comments"
    }
    var expected = 0
    for (index, token) in tokens.enumerated() {
      if Int(token.start) != expected {
        return "token \(index) starts at \(token.start), expected \(expected)"
      }
      if token.end <= token.start { return "token \(index) is empty" }
      expected = Int(token.end)
    }
    return expected == bytes.count ? nil : "tokens end at \(expected) of \(bytes.count)"
  }
}
