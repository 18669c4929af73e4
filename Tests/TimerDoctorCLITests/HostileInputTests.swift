import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 5, item 2, through the real binary: every hostile input in one run per format gives the
/// exit status README's "Exit codes" gives, one line naming each unreadable input, no raw control
/// character on stdout or stderr, and the good inputs next to them still processed and reported.
@Suite struct HostileInputTests {
  typealias F = HostileFixtures

  /// `(file, line, column)` of each `timer_over_resume` finding the lint corpus must produce.
  static let lintFindings = Set([
    "Good.swift:5:5", "truncated.swift:5:5", "crlf.swift:5:5", "nul.swift:6:5", "invalid.swift:6:5",
    "longline.swift:6:5", "braces.swift:6:5", "parens.swift:6:5", "comments.swift:6:5",
    "interpolations.swift:6:5", "brackets.swift:6:5",
  ]).union(F.hostileNames.map { "\($0):5:5" })

  /// Writes the lint corpus: every hostile Swift file, each next to (or wrapped around) a real bug.
  func writeLintCorpus(in folder: TemporaryFolder) throws {
    let bug = F.timerBug
    let n = F.depth
    try folder.write("Good.swift", bug)
    try folder.write("empty.swift", "")
    try F.write(Array(repeating: Array(0...255), count: 16).flatMap { $0 }, "binary.swift", in: folder)
    // Cut inside the function, after the second resume: the finding must survive.
    try folder.write("truncated.swift", String(bug[..<bug.range(of: "  keep(t)")!.lowerBound]) + "  keep(")
    try folder.write("crlf.swift", bug.replacingOccurrences(of: "\n", with: "\r\n"))
    try F.write(Array("let a = 1\0\n\0".utf8) + Array(bug.utf8), "nul.swift", in: folder)
    try F.write(
      [0x2F, 0x2F, 0x20, 0xE9, 0xFF, 0xFE, 0xC3, 0x28, 0x0A] + Array(bug.utf8), "invalid.swift", in: folder)
    try F.write(
      [0xFF, 0xFE] + bug.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "utf16.swift", in: folder)
    try F.writeLong(
      "longline.swift", in: folder, prefix: "let s = \"", fill: UInt8(ascii: "a"), count: 20 << 20,
      suffix: "\"\n" + bug)
    try F.write(F.repeated("{", n) + Array("\n\(bug)".utf8) + F.repeated("}", n), "braces.swift", in: folder)
    try F.write(
      F.repeated("(", n) + Array("1".utf8) + F.repeated(")", n) + Array("\n\(bug)".utf8), "parens.swift",
      in: folder)
    try F.write(
      F.repeated("/*", n) + F.repeated("*/", n) + Array("\n\(bug)".utf8), "comments.swift", in: folder)
    try F.write(
      Array("let s = ".utf8) + F.repeated("\"\\(", n) + Array("1".utf8) + F.repeated(")\"", n)
        + Array("\n\(bug)".utf8), "interpolations.swift", in: folder)
    // JSON-like nesting 200,000 deep, in Swift clothing.
    try F.write(
      Array("let a = ".utf8) + F.repeated("[", 2 * n) + F.repeated("]", 2 * n) + Array("\n\(bug)".utf8),
      "brackets.swift", in: folder)
    F.writeSparse("huge.swift", in: folder, size: 200 << 20)
    for name in F.hostileNames { try folder.write(name, bug) }
    try F.writeLoops(in: folder, selfName: "self.swift")
    #expect(mkfifo(folder.url.appendingPathComponent("fifo.swift").path, 0o644) == 0)
  }

  @Test func lintEveryHostileSwiftFileInOneRunInEveryFormat() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeLintCorpus(in: folder)
    let errors: Set<String> = [
      "huge.swift: too large: more than 64 MB; pass a smaller file",
      "self.swift: cannot read: Too many levels of symbolic links",
      "utf16.swift: UTF-16 text; convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)",
    ]
    for format in F.formats {
      let run = try BinaryRun.run(["lint", "--format", format, "."], in: folder.url)
      F.expectContract(run, format: format, status: 2, errors: errors)
      switch format {
      case "json":
        let findings = try F.findings(inJSON: run.standardOutput)
        let located = findings.filter { $0["id"] as? String == "timer_over_resume" }.map {
          "\($0["file"] as? String ?? "?"):\($0["line"] as? Int ?? 0):\($0["column"] as? Int ?? 0)"
        }
        // File names come back exactly, control characters included (JSON escapes them).
        #expect(Set(located) == Self.lintFindings)
        let json = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        #expect(summary?["files"] as? Int == 17)
        #expect(summary?["unreadableInputs"] as? Int == 3)
      case "text":
        #expect(run.standardOutput.contains("crlf.swift:5:5: error: "))
        #expect(run.standardOutput.contains("esc\\u{1B}[31mred\\u{7}.swift:5:5: error: "))
        #expect(run.standardOutput.contains("new\\u{A}line.swift:5:5: error: "))
      default:
        #expect(run.standardOutput.contains("timer_over_resume"))
      }
    }
  }

  /// Writes the triage corpus: good, CRLF and hostile-named reports next to inputs that are not
  /// reports at all. (Binary, truncated, invalid UTF-8, UTF-16 and deep arrays are in
  /// TriageBadInputCLITests; here they meet every format and control characters.)
  func writeTriageCorpus(in folder: TemporaryFolder) throws {
    let logs = BinaryRun.packageRoot.appendingPathComponent("SampleLogs")
    let ips = try String(
      contentsOf: logs.appendingPathComponent("ips/resume_after_cancel.ips"), encoding: .utf8)
    let crash = try String(
      contentsOf: logs.appendingPathComponent("crash/release_while_suspended.crash"), encoding: .utf8)
    let n = F.depth
    try folder.write("good.ips", ips)
    try folder.write("crlf.crash", crash.replacingOccurrences(of: "\n", with: "\r\n"))
    try folder.write("crlf.ips", ips.replacingOccurrences(of: "\n", with: "\r\n"))
    try folder.write("esc\u{1B}[31m\u{7}.ips", ips)
    try folder.write("new\nline <&>\"'.crash", crash)
    try folder.write("bad\u{1B}]0;title\u{7}.crash", "junk\n")
    try folder.write("empty.crash", "")
    try F.write(
      Array(crash.utf8.prefix(200)) + [0] + Array(crash.utf8.dropFirst(200)), "nul.crash", in: folder)
    try F.write(Array(0...255), "binary.crash", in: folder)
    try F.writeLong(
      "longline.crash", in: folder, prefix: "", fill: UInt8(ascii: "x"), count: 20 << 20, suffix: "\n")
    try F.write(F.repeated("{", n), "braces.ips", in: folder)
    try F.write(F.repeated("(", n), "parens.crash", in: folder)
    try F.write(F.repeated("/*", n), "comments.crash", in: folder)
    try F.write(F.repeated("\"\\(", n), "interpolations.crash", in: folder)
    try F.write(F.repeated("{\"a\":", 2 * n) + [0x31] + F.repeated("}", 2 * n), "deep.ips", in: folder)
    F.writeSparse("huge.crash", in: folder, size: 200 << 20)
    try F.writeLoops(in: folder, selfName: "self.crash")
    #expect(mkfifo(folder.url.appendingPathComponent("fifo").path, 0o644) == 0)
  }

  @Test func triageEveryHostileInputInOneRunInEveryFormat() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try writeTriageCorpus(in: folder)
    let noContent = "not a crash report: no exception, thread or frame found"
    let errors: Set<String> = [
      "bad\\u{1B}]0;title\\u{7}.crash: \(noContent)",
      "binary.crash: not a crash report: binary data (NUL byte at offset 0)",
      "braces.ips: not a crash report: invalid JSON at line 1: expected a string key in object",
      "comments.crash: \(noContent)",
      "deep.ips: not a crash report: invalid JSON at line 1: JSON nested deeper than 512 levels",
      "empty.crash: not a crash report: the file is empty",
      "fifo: not a regular file (FIFO, socket or device); skipped",
      "huge.crash: too large: more than 64 MB; pass a smaller file",
      "interpolations.crash: \(noContent)",
      "longline.crash: \(noContent)",
      "loop-a: cannot read: Too many levels of symbolic links",
      "loop-b: cannot read: Too many levels of symbolic links",
      "nul.crash: not a crash report: binary data (NUL byte at offset 200)",
      "parens.crash: \(noContent)",
      "self.crash: cannot read: Too many levels of symbolic links",
    ]
    for format in F.formats {
      let run = try BinaryRun.run(["triage", "--format", format, "."], in: folder.url)
      F.expectContract(run, format: format, status: 2, errors: errors)
      guard format == "json" else { continue }
      let verdicts = try F.findings(inJSON: run.standardOutput).map {
        "\($0["file"] as? String ?? "?") \($0["pattern"] as? String ?? "?")"
      }
      #expect(
        verdicts.sorted() == [
          "crlf.crash release_while_suspended", "crlf.ips resume_after_cancel",
          "esc\u{1B}[31m\u{7}.ips resume_after_cancel", "good.ips resume_after_cancel",
          "new\nline <&>\"'.crash release_while_suspended",
        ])
    }
  }

  /// The peak RSS of a 200 MB input: a regular file is refused from its size, and a 200 MB stream
  /// (stdin) is read only up to the 64 MB limit, never buffered whole.
  @Test func memoryStaysBoundedFor200MBInputs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    F.writeSparse("huge.swift", in: folder, size: 200 << 20)
    F.writeSparse("huge.crash", in: folder, size: 200 << 20)
    try folder.write("Good.swift", F.timerBug)
    let stream = "head -c \(200 << 20) /dev/zero 2>/dev/null |"
    let cases: [(label: String, command: String, error: String)] = [
      ("lint, 200 MB .swift file", "TIMERDOCTOR lint huge.swift Good.swift", "huge.swift"),
      ("triage, 200 MB file", "TIMERDOCTOR triage huge.crash", "huge.crash"),
      ("lint, 200 MB on stdin", "\(stream) TIMERDOCTOR lint - Good.swift", "-"),
      ("triage, 200 MB on stdin", "\(stream) TIMERDOCTOR triage -", "-"),
    ]
    for item in cases {
      let (run, kilobytes) = try F.peakKilobytes(item.command, in: folder.url)
      print("peak RSS, \(item.label): \(kilobytes / 1024) MB (\(kilobytes) KB)")
      #expect(kilobytes > 0 && kilobytes < 300 * 1024, "\(item.label): \(kilobytes) KB")
      #expect(run.status == 2, "\(item.label): \(run.standardError)")
      #expect(run.standardError == "\(item.error): too large: more than 64 MB; pass a smaller file\n")
      if item.command.contains("Good.swift") {
        #expect(run.standardOutput.contains("Good.swift:5:5: error: "))
      }
    }
  }
}
