import Foundation
import Testing

@testable import TimerDoctorKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Inputs that are not crash reports each get one clear line, never a crash, hang or stack
/// overflow, and the other inputs are still triaged.
@Suite struct BadInputTests {
  func message(_ bytes: [UInt8]) -> String? {
    switch TriageFixtures.engine.triage(bytes: bytes, displayPath: "x") {
    case .success: nil
    case .failure(let error): error.message
    }
  }

  @Test func notACrashReport() {
    #expect(
      message(Array("# Release notes\n\nFixed a timer bug.\n".utf8))
        == "not a crash report: no exception, thread or frame found")
  }

  /// Prose starting with `EXC_` is not Crashlytics' exception line.
  @Test func proseStartingWithEXCIsNotACrashReport() throws {
    #expect(
      message(Array("2024-05-01 app started\nEXC_BAD_ACCESS handling is documented in the wiki\n".utf8))
        == "not a crash report: no exception, thread or frame found")
    for line in [
      "EXC_BREAKPOINT", "EXC_BREAKPOINT 0x00000001a0e151a4", "EXC_BAD_ACCESS KERN_INVALID_ADDRESS 0x0a",
    ] {
      #expect(TextReportReader.isCrashlyticsException(Array(line.utf8)[...]), "\(line)")
    }
    #expect(!TextReportReader.isCrashlyticsException(Array("EXC_BAD_ACCESS handling".utf8)[...]))
  }

  @Test func emptyFile() {
    #expect(message([]) == "not a crash report: the file is empty")
    #expect(message(Array(" \n\n".utf8)) == "not a crash report: the file is empty")
  }

  @Test func truncatedJSON() throws {
    let ips = try String(
      contentsOf: TriageFixtures.folder.appendingPathComponent("ips/release_suspended.ips"), encoding: .utf8)
    let cut = Array(ips.utf8.prefix(ips.utf8.count / 2))
    let text = try #require(message(cut))
    #expect(text.hasPrefix("truncated crash report: the JSON ends early at line "))
    // Only the metadata line.
    let header = String(ips.split(separator: "\n")[0])
    #expect(
      message(Array(header.utf8))
        == "truncated crash report: the JSON ends early at line 1; copy the whole .ips file")
  }

  @Test func binary() {
    let bytes: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00] + Array(repeating: 0x41, count: 100)
    #expect(message(bytes) == "not a crash report: binary data (NUL byte at offset 7)")
    let elf: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + Array(repeating: 0x41, count: 100)
    #expect(
      message(elf)
        == "not a crash report: an ELF executable or library; triage the crash reports of the program (.ips, .crash) instead"
    )
  }

  @Test func invalidUTF8() {
    let bytes = Array("Exception Type:  EXC_BREAKPOINT (SIGTRAP)\n".utf8) + [0xC3, 0x28] + Array(" x\n".utf8)
    #expect(message(bytes) == "not a crash report: invalid UTF-8 at byte 42")
  }

  @Test func utf16() {
    let text = "Exception Type:  EXC_BREAKPOINT (SIGTRAP)\n0 libdispatch.dylib 0x1 dispatch_resume + 4\n"
    let expected = "not a crash report: UTF-16 text; convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)"
    let withBOM: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    #expect(message(withBOM) == expected)
    let bigEndianNoBOM = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    #expect(message(bigEndianNoBOM) == expected)
  }

  @Test func deeplyNestedJSON() {
    let depth = 200_000
    let arrays =
      Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth)
    #expect(
      message(arrays) == "not a crash report: invalid JSON at line 1: JSON nested deeper than 512 levels")
    let objects = Array("{\"threads\":".utf8) + Array(repeating: UInt8(ascii: "["), count: depth)
    #expect(
      message(objects) == "not a crash report: invalid JSON at line 1: JSON nested deeper than 512 levels")
    let metadataThenDeep =
      Array("{\"bug_type\":\"309\"}\n{\"a\":".utf8) + Array(repeating: UInt8(ascii: "["), count: depth)
    #expect(
      message(metadataThenDeep)
        == "not a crash report: invalid JSON at line 2: JSON nested deeper than 512 levels")
  }

  /// Pathological but valid text: one huge line, and a million message lines. Must finish fast.
  @Test func pathologicalTextFinishes() {
    let oneLine = Array(repeating: UInt8(ascii: "a"), count: 8 << 20) + Array(" 0x1 in x\n".utf8)
    #expect(message(oneLine) == "not a crash report: no exception, thread or frame found")
    let messages = Array(String(repeating: "BUG IN CLIENT OF LIBDISPATCH: x\n", count: 100_000).utf8)
    #expect(message(messages) == nil)
    let words = Array(String(repeating: "0 a 0x1 b\n", count: 100_000).utf8)
    #expect(message(words) == nil)
  }

  /// A huge paste keeps at most `CrashThread.maximumFrames` frames per thread, and a thread
  /// marker after a full thread still starts the next one.
  @Test func framesPerThreadAreCapped() throws {
    let frame = "0 libdispatch.dylib 0x1 dispatch_resume + 4\n"
    let text =
      "Thread 0 Crashed:\n" + String(repeating: frame, count: 5_000) + "Thread 1:\n"
      + "0   Ticker   0x0000000100a1b2c3 Poller.run() + 40\n"
    let report = try ReportDecoder.decode(Array(text.utf8)).get()
    #expect(report.threads.map(\.frames.count) == [CrashThread.maximumFrames, 1])
    #expect(report.threads[1].frames[0].symbol == "Poller.run()")
  }

  @Test func invalidJSON() {
    #expect(
      message(Array("{\"bug_type\": 309, }\n".utf8))
        == "not a crash report: invalid JSON at line 1: expected a string key in object")
  }

  /// Every bad input in one folder with a FIFO and a good report: one error line each (the CLI
  /// exits 2), and the good report is still triaged.
  @Test func folderOfBadInputsStillTriagesTheGoodOne() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("td-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ bytes: [UInt8]) throws {
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    try write("a_notes.txt", Array("just some notes\n".utf8))
    try write("b_binary.ips", [0, 1, 2, 3, 0, 0, 0xFF])
    try write("c_good.txt", Array(try TriageFixtures.specimen("m3_suspend_then_release").utf8))
    try write("d_deep.ips", Array(repeating: UInt8(ascii: "["), count: 200_000))
    // A 200 MB file (sparse, so the test stays fast): refused at the size limit.
    let huge = folder.appendingPathComponent("e_huge.crash").path
    #expect(FileManager.default.createFile(atPath: huge, contents: Data("Exception Type: X\n".utf8)))
    #expect(truncate(huge, 200 << 20) == 0)
    #expect(mkfifo(folder.appendingPathComponent("f_pipe").path, 0o600) == 0)

    let collected = InputCollector(specialFiles: .report).collect([folder.path])
    let output = TriageFixtures.engine.triage(collected.sources)
    let errors = (collected.errors + output.errors).map {
      ($0.path as NSString).lastPathComponent + ": " + $0.message
    }
    #expect(
      errors.sorted() == [
        "a_notes.txt: not a crash report: no exception, thread or frame found",
        "b_binary.ips: not a crash report: binary data (NUL byte at offset 0)",
        "d_deep.ips: not a crash report: invalid JSON at line 1: JSON nested deeper than 512 levels",
        "e_huge.crash: too large: more than 64 MB; pass a smaller file",
        "f_pipe: not a regular file (FIFO, socket or device); skipped",
      ])
    #expect(output.findings.map(\.id) == ["release_while_suspended"])
    let report = Report(
      command: .triage, findings: output.findings, errors: collected.errors + output.errors,
      inputs: output.inputs,
      rules: [])
    #expect(report.exitStatus(failingAt: .error) == .inputError)
    #expect(output.inputs.map { ($0 as NSString).lastPathComponent } == ["c_good.txt"])
  }
}
