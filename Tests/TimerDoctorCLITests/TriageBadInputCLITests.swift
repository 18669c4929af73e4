import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 3, item 6, through the real binary: every bad input gets its one line on stderr, the
/// run exits 2, and the good report next to them is still triaged and reported.
@Suite struct TriageBadInputCLITests {
  @Test func badInputsExitTwoAndTheGoodReportIsStillTriaged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let good = BinaryRun.packageRoot.appendingPathComponent("SampleLogs/ips/resume_after_cancel.ips")
    let ips = try String(contentsOf: good, encoding: .utf8)
    try folder.write("good.ips", ips)
    try folder.write("notes.txt", "Release notes: fixed the timer.\n")
    try folder.write("truncated.ips", String(ips.prefix(ips.count / 2)))
    try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]).write(to: folder.url.appendingPathComponent("binary.bin"))
    try Data([0x41, 0xC3, 0x28, 0x0A]).write(to: folder.url.appendingPathComponent("latin1.crash"))
    try Data([0xFF, 0xFE, 0x41, 0x00, 0x0A, 0x00]).write(to: folder.url.appendingPathComponent("utf16.txt"))
    try folder.write("deep.json", String(repeating: "[", count: 200_000))
    let huge = folder.url.appendingPathComponent("huge.crash").path
    #expect(FileManager.default.createFile(atPath: huge, contents: Data("x\n".utf8)))
    #expect(truncate(huge, 200 << 20) == 0)
    #expect(mkfifo(folder.url.appendingPathComponent("pipe").path, 0o644) == 0)

    let run = try BinaryRun.run(["triage", "--format", "json", folder.url.path])
    #expect(run.status == 2)
    var lines = Set(run.standardError.split(separator: "\n").map { ($0 as NSString).lastPathComponent })
    let truncated = lines.first { $0.hasPrefix("truncated.ips: ") }
    #expect(
      truncated?.hasPrefix("truncated.ips: truncated crash report: the JSON ends early at line ") == true)
    #expect(truncated?.hasSuffix("; copy the whole .ips file") == true)
    lines.remove(truncated ?? "")
    #expect(
      lines == [
        "binary.bin: not a crash report: an ELF executable or library; triage the crash reports of the program (.ips, .crash) instead",
        "deep.json: not a crash report: invalid JSON at line 1: JSON nested deeper than 512 levels",
        "huge.crash: too large: more than 64 MB; pass a smaller file",
        "latin1.crash: not a crash report: invalid UTF-8 at byte 1",
        "notes.txt: not a crash report: no exception, thread or frame found",
        "pipe: not a regular file (FIFO, socket or device); skipped",
        "utf16.txt: not a crash report: UTF-16 text; convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)",
      ])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    #expect(findings.map { $0["pattern"] as? String } == ["resume_after_cancel"])
  }
}

/// `triage --format jsonl` streams one line per verdict or error, in input order, from stdin or
/// files; `merge` adds up shards' groups.
@Suite struct StreamingCLITests {
  static let export = "SampleLogs/exports/crashlytics_export.jsonl"

  /// Issue 21, item 5: an executable whose strings quote whole crash reports (a rule book, test
  /// fixtures) is not triaged as those reports, and Xcode's stop line alone gets the way to the
  /// frames.
  @Test func executablesAndDebuggerStopLinesSayWhatToPasteInstead() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = try String(
      contentsOf: BinaryRun.packageRoot.appendingPathComponent(
        "SampleLogs/crash/release_while_suspended.crash"),
      encoding: .utf8)
    var machO = Data([0xCF, 0xFA, 0xED, 0xFE, 0x0C, 0x00, 0x00, 0x01])
    machO.append(Data((String(repeating: "x", count: 64) + "\n" + report + "\n" + report).utf8))
    try machO.write(to: folder.url.appendingPathComponent("MyApp"))
    try folder.write("stop.txt", "Thread 1: EXC_BREAKPOINT (code=1, subcode=0x1a2b3c4d5)\n")
    // Xcode's other stop lines and lldb's, each alone.
    let others = [
      "Thread 5: signal SIGABRT",
      "Thread 1: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      "Thread 1: \"BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object\"",
      "* thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BREAKPOINT (code=1, subcode=0x1a2b3c4d5)",
    ]
    for (index, line) in others.enumerated() { try folder.write("stop\(index).txt", line + "\n") }
    let each = try BinaryRun.run(["triage"] + others.indices.map { "stop\($0).txt" }, in: folder.url)
    #expect(each.status == 2)
    #expect(
      each.standardError.split(separator: "\n").map {
        $0.split(separator: ":").dropFirst().joined(separator: ":")
      }
        == Array(repeating: Self.stopLineHint, count: others.count), "\(each.standardError)")
    let run = try BinaryRun.run(["triage", "MyApp", "stop.txt"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.standardOutput.hasPrefix("0 reports"), "\(run.standardOutput)")
    #expect(
      run.standardError.split(separator: "\n").map(String.init) == [
        "MyApp: not a crash report: a Mach-O executable or library; triage the crash reports of the program (.ips, .crash) instead",
        "stop.txt:" + Self.stopLineHint,
      ])
  }

  static let stopLineHint =
    " not a crash report: only the debugger's stop line, no frames; paste the backtrace instead (type bt in the debugger console)"

  @Test func jsonLinesFromStandardInputKeepEachRecordsIdAndOrder() throws {
    let input = try String(
      contentsOf: BinaryRun.packageRoot.appendingPathComponent(Self.export), encoding: .utf8)
    let run = try BinaryRun.run(["triage", "--format", "jsonl", "-"], input: input)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.count == 4)
    let objects = try lines.map {
      try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.map { $0["record"] as? String ?? $0["error"].map { _ in "error" } ?? "?" } == [
        "5a1e0c7d9b3f4e2a8c6d1f0e9b7a3c5d", "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b", "error",
        "aa00bb11cc22dd33ee44ff5566778899",
      ])
    #expect(objects.map { $0["line"] as? Int ?? 0 } == [1, 2, 0, 4])
    // The bad record is one error line on stdout and on stderr; the stream went on; exit 2.
    #expect(
      run.standardError.contains("-: record (line 3): `threads` is the string \"none\"; expected an array"))
    #expect(run.status == 2)
  }

  @Test func mergeOfTwoShardsEqualsOneRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "td-cli-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = try BinaryRun.run(["triage", "-q", "--format", "json", "SampleLogs/ips", Self.export])
    let b = try BinaryRun.run(["triage", "-q", "--format", "jsonl", "SampleLogs/crash"])
    try a.standardOutput.write(to: folder.appendingPathComponent("a.json"), atomically: true, encoding: .utf8)
    try b.standardOutput.write(
      to: folder.appendingPathComponent("b.jsonl"), atomically: true, encoding: .utf8)
    let merged = try BinaryRun.run([
      "merge", "--format", "json", folder.appendingPathComponent("a.json").path,
      folder.appendingPathComponent("b.jsonl").path,
    ])
    let whole = try BinaryRun.run([
      "triage", "-q", "--format", "json", "SampleLogs/ips", Self.export, "SampleLogs/crash",
    ])
    let mergedGroups = try #require(
      (try JSONSerialization.jsonObject(with: Data(merged.standardOutput.utf8)) as? [String: Any])?["groups"]
        as? [Any])
    let wholeGroups = try #require(
      (try JSONSerialization.jsonObject(with: Data(whole.standardOutput.utf8)) as? [String: Any])?["groups"]
        as? [Any])
    #expect(mergedGroups.count > 5)
    #expect((mergedGroups as NSArray).isEqual(to: wholeGroups))
    #expect(merged.status == 1)
    let text = try BinaryRun.run(["merge", folder.appendingPathComponent("a.json").path])
    #expect(text.standardOutput.contains("reports from 1 shard:"))
    let missing = try BinaryRun.run(["merge", folder.appendingPathComponent("nope.json").path])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nope.json: cannot open"))
  }
}
