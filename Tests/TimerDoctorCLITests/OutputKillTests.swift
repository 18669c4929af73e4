import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 5, item 4, through the real binary: `--output` never leaves a partial file, even when
/// the process is killed mid-run, never writes over an input, and a write failure is exit 2
/// naming the path. (The basic cases are in OutputFileTests.)
@Suite struct OutputKillTests {
  static let oldContent = "old report: must survive a killed run\n"

  /// A corpus big enough that rendering and writing its JSON report takes a moment: 300 files
  /// with 20 findings each.
  static func writeCorpus(in folder: TemporaryFolder) throws {
    let functions = (0..<20).map { index in
      HostileFixtures.timerBug.replacingOccurrences(of: "import Foundation\n", with: "")
        .replacingOccurrences(of: "func demo()", with: "func demo\(index)()")
    }
    let text = "import Foundation\n" + functions.joined()
    for index in 0..<300 { try folder.write("src/F\(index).swift", text) }
  }

  @Test func aKilledRunLeavesTheOldFileOrTheWholeReport() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.writeCorpus(in: folder)
    let target = folder.url.appendingPathComponent("report.json")
    let arguments = ["lint", "--quiet", "--format", "json", "--output", "report.json", "src"]

    // The complete report, and how long a whole run takes.
    let started = Date()
    let reference = try BinaryRun.run(arguments, in: folder.url)
    let duration = Date().timeIntervalSince(started)
    #expect(reference.status == 1)
    let complete = try Data(contentsOf: target)
    let json = try JSONSerialization.jsonObject(with: complete) as? [String: Any]
    #expect((json?["findings"] as? [Any])?.count == 6000)
    print("kill test: a whole run takes \(Int(duration * 1000)) ms for a \(complete.count / 1024) KB report")

    var generator = SplitMix64(seed: 0x5EED_0004)
    var outcomes: [String: Int] = [:]
    for iteration in 0..<20 {
      try Data(Self.oldContent.utf8).write(to: target)
      // Delays spread over the whole run and a little past it, so kills land before, during and
      // after the write.
      let delay = duration * 1.2 * Double(generator.next() % 1000) / 1000
      let process = Process()
      process.executableURL = BinaryRun.binary
      process.arguments = arguments
      process.currentDirectoryURL = folder.url
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      Thread.sleep(forTimeInterval: delay)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let after = try Data(contentsOf: target)
      let outcome = after == Data(Self.oldContent.utf8) ? "old" : after == complete ? "complete" : "partial"
      outcomes[outcome, default: 0] += 1
      #expect(outcome != "partial", "iteration \(iteration), killed after \(delay) s: \(after.count) bytes")
      // Stray `.report.json.tmp-XXXXXX` files from a kill are acceptable; clear them for the next run.
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
      where name.contains(".tmp-") {
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
      }
    }
    print("kill test outcomes over 20 kills: \(outcomes.sorted { $0.key < $1.key })")
    #expect(outcomes["old", default: 0] > 0)
  }

  @Test func neverWritesOverAnInputThroughASymlinkOrAHardLink() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let source = try folder.write("src/A.swift", HostileFixtures.timerBug)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link.json").path, withDestinationPath: "src/A.swift")
    let symlinked = try BinaryRun.run(["lint", "--output", "link.json", "src"], in: folder.url)
    #expect(symlinked.status == 2)
    #expect(
      symlinked.standardError
        == "timerdoctor: link.json: refusing to write the report over the input src/A.swift; choose another --output path\n"
    )
    #expect(try String(contentsOf: source, encoding: .utf8) == HostileFixtures.timerBug)

    // A hard link is a second name: the report replaces that name, the input keeps its bytes.
    #expect(link(source.path, folder.url.appendingPathComponent("hard.json").path) == 0)
    let hard = try BinaryRun.run(["lint", "--quiet", "--output", "hard.json", "src"], in: folder.url)
    #expect(hard.status == 1)
    #expect(try String(contentsOf: source, encoding: .utf8) == HostileFixtures.timerBug)
  }

  @Test func writeFailuresExitTwoNamingThePathOnOneLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("src/A.swift", HostileFixtures.timerBug)
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
    let cases = [
      ("folder", "timerdoctor: folder: cannot write: Is a directory; nothing was written\n"),
      (
        "missing\u{1B}[2J\n/report.json",
        "timerdoctor: missing\\u{1B}[2J\\u{A}/report.json: cannot write: No such file or directory; check that the folder exists and is writable\n"
      ),
    ]
    for (path, message) in cases {
      for format in HostileFixtures.formats {
        let run = try BinaryRun.run(["lint", "--format", format, "--output", path, "src"], in: folder.url)
        #expect(run.status == 2, "\(format)")
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == message)
      }
    }
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: folder.url.appendingPathComponent("folder").path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
      $0.contains(".tmp-")
    }
    #expect(leftovers.isEmpty)
  }
}

/// A small seeded generator, so the kill delays are the same on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
