import Foundation
import Testing

@Suite("Exit codes and input errors (runs the binary)")
struct ExitCodeTests {
  @Test func cleanLintExitsZero() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Clean.swift", "struct Clean {}\n")
    let run = try BinaryRun.run(["lint", folder.url.path])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.contains("0 findings in 1 file"))
  }

  @Test func missingAndUnreadableInputsExitTwoAndTheRestIsStillRead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Clean.swift", "struct Clean {}\n")
    // /proc/self/mem is a regular file whose read fails (EIO), even for root.
    let run = try BinaryRun.run([
      "lint", "--format", "json", "/no/such/file.swift", "/proc/self/mem", folder.url.path,
    ])
    #expect(run.status == 2)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.contains("/no/such/file.swift: no such file or folder"))
    #expect(lines.contains { $0.hasPrefix("/proc/self/mem: cannot read") })
    let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    let summary = json?["summary"] as? [String: Any]
    #expect(summary?["files"] as? Int == 1)
    #expect(summary?["unreadableInputs"] as? Int == 2)
  }

  @Test func aFIFOInsideATriageFolderIsReportedNotWaitedOn() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("notes.txt", "hello\n")
    #expect(mkfifo(folder.url.appendingPathComponent("pipe").path, 0o644) == 0)
    let run = try BinaryRun.run(["triage", folder.url.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("pipe: not a regular file (FIFO, socket or device); skipped"))
  }

  @Test func lintSkipsFIFOsAndExcludedFoldersSilently() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("A.swift", "struct A {}\n")
    try folder.write(".build/B.swift", "struct B {}\n")
    #expect(mkfifo(folder.url.appendingPathComponent("C.swift").path, 0o644) == 0)
    let run = try BinaryRun.run(["lint", folder.url.path])
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.contains("in 1 file"))
  }

  @Test func symlinkLoopsEnd() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("sub/A.swift", "struct A {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("sub/loop").path, withDestinationPath: folder.url.path)
    let run = try BinaryRun.run(["lint", folder.url.path])
    #expect(run.status == 0)
    #expect(run.standardOutput.contains("in 1 file"))
  }
}
