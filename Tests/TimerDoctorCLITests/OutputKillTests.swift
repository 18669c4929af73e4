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

  /// Each step of a write where the process can die, and what the target must hold afterwards.
  static let killPoints: [(point: String, leaves: String)] = [
    ("write", "old"), ("rename", "old"), ("renamed", "complete"),
  ]

  /// A lint run (the report written in one piece) and a streamed triage run (written line by
  /// line), each killed by the binary itself at every step of its `--output` write: the target
  /// holds the old file or the whole report, never a part. The kill comes from the
  /// `TIMERDOCTOR_TEST_KILL_AT` hook, so it lands at the same step on every run.
  @Test(arguments: [
    ["lint", "--quiet", "--format", "json", "--output", "report.out", "src"],
    ["triage", "--quiet", "--format", "jsonl", "--output", "report.out", "crashes"],
  ])
  func aKilledRunLeavesTheOldFileOrTheWholeReport(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<3 { try folder.write("src/F\(index).swift", HostileFixtures.timerBug) }
    for index in 0..<3 { try folder.write("crashes/c\(index).txt", HostileFixtures.resumeAfterCancelStack) }
    let target = folder.url.appendingPathComponent("report.out")
    let reference = try BinaryRun.run(arguments, in: folder.url)
    #expect(reference.status == 1, "\(reference.standardError)")
    let complete = try Data(contentsOf: target)
    #expect(complete.count > 200)

    for (point, leaves) in Self.killPoints {
      try Data(Self.oldContent.utf8).write(to: target)
      let killed = try BinaryRun.run(
        arguments, in: folder.url, environment: ["TIMERDOCTOR_TEST_KILL_AT": point])
      #expect(killed.status == SIGKILL, "killed at \(point): \(killed.standardError)")
      let after = try Data(contentsOf: target)
      let outcome = after == Data(Self.oldContent.utf8) ? "old" : after == complete ? "complete" : "partial"
      #expect(outcome == leaves, "killed at \(point): \(after.count) bytes")
      // A kill before the rename strands the temporary file, holding what was written so far.
      let stray = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        .filter { $0.hasPrefix(".report.out.tmp-") }
      #expect(stray.count == (leaves == "old" ? 1 : 0), "killed at \(point): \(stray)")
      for name in stray { try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name)) }
    }
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
