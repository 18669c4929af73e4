import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile inputs for issue 5, item 2, generated at test time into a temporary folder (the large
/// ones are never committed), and the checks every run over them must pass.
enum HostileFixtures {
  /// How deep the nesting fixtures go.
  static let depth = 100_000
  /// Every report format.
  static let formats = ["text", "json", "junit", "sarif", "github"]
  /// An over-resume (`timer_over_resume`, an error) at line 5, column 5.
  static let timerBug = """
    import Foundation
    func demo() {
      let t = DispatchSource.makeTimerSource(queue: .main)
      t.resume()
      t.resume()
      keep(t)
    }

    """
  /// A `resume_after_cancel` trap as lldb's `bt` prints it (a timer misuse: triage exits 1).
  static let resumeAfterCancelStack = """
    (lldb) bt
    * thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BREAKPOINT (code=1, subcode=0x1a1b2c3d4)
      * frame #0: 0x00000001a1b2c3d4 libdispatch.dylib`_dispatch_lane_resume.cold.1 + 36
        frame #1: 0x00000001a1b1f000 libdispatch.dylib`_dispatch_lane_resume + 556
        frame #2: 0x0000000100398abc Demo`Clock.play(self=0x0000600003a0c000) at Clock.swift:61:11

    """
  /// File names hostile to terminals, XML, JSON and shells; each holds `timerBug`.
  static let hostileNames = [
    "<&>\"'.swift", "with space.swift", "new\nline.swift", "esc\u{1B}[31mred\u{7}.swift",
  ]

  /// The bytes of `text` repeated `count` times.
  static func repeated(_ text: String, _ count: Int) -> [UInt8] {
    let unit = Array(text.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(unit.count * count)
    for _ in 0..<count { bytes += unit }
    return bytes
  }

  /// Writes `bytes` to `name` below `folder`, creating folders as needed.
  @discardableResult
  static func write(_ bytes: [UInt8], _ name: String, in folder: TemporaryFolder) throws -> URL {
    let file = folder.url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
    return file
  }

  /// `prefix`, then `fill` repeated `count` times, then `suffix`, written in 1 MB chunks.
  static func writeLong(
    _ name: String, in folder: TemporaryFolder, prefix: String, fill: UInt8, count: Int, suffix: String
  ) throws {
    let file = folder.url.appendingPathComponent(name)
    #expect(FileManager.default.createFile(atPath: file.path, contents: Data(prefix.utf8)))
    let handle = try FileHandle(forWritingTo: file)
    defer { try? handle.close() }
    try handle.seekToEnd()
    let chunk = Data(repeating: fill, count: 1 << 20)
    var left = count
    while left > 0 {
      try handle.write(contentsOf: left >= chunk.count ? chunk : chunk.prefix(left))
      left -= chunk.count
    }
    try handle.write(contentsOf: Data(suffix.utf8))
  }

  /// A sparse file of `size` bytes (one line, then zeros), made with truncate(2).
  static func writeSparse(_ name: String, in folder: TemporaryFolder, size: Int) {
    let path = folder.url.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("x\n".utf8)))
    #expect(truncate(path, off_t(size)) == 0)
  }

  /// `name` as a symlink to `destination`.
  static func link(_ name: String, to destination: String, in folder: TemporaryFolder) throws {
    let path = folder.url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: destination)
  }

  /// Symlink loops: `a <-> b` and `sub/up -> ..` (must end silently), and `self<ext>` pointing at
  /// itself (a named input kind that cannot be opened).
  static func writeLoops(in folder: TemporaryFolder, selfName: String) throws {
    try link("loop-a", to: "loop-b", in: folder)
    try link("loop-b", to: "loop-a", in: folder)
    try link(selfName, to: selfName, in: folder)
    try link("sub/up", to: "..", in: folder)
  }

  /// Control characters other than line feed and tab, as `U+XXXX`: none may reach a terminal.
  static func rawControls(_ text: String) -> [String] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A, 0x09: false
      case 0x00...0x1F, 0x7F...0x9F: true
      default: false
      }
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// Checks that `output` is a well-formed document in `format`.
  static func expectWellFormed(
    _ output: String, format: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch format {
    case "json", "sarif":
      let parsed = try? JSONSerialization.jsonObject(with: Data(output.utf8))
      #expect(parsed is [String: Any], "\(format) does not parse", sourceLocation: sourceLocation)
    case "junit":
      let parser = XMLParser(data: Data(output.utf8))
      #expect(parser.parse(), "junit is not well-formed XML", sourceLocation: sourceLocation)
    case "github":
      let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      // Workflow commands, plain group lines (triage), and the plain summary line last.
      let commands = lines.filter { $0.hasPrefix("::") }
      #expect(
        commands.allSatisfy { ["::error ", "::warning ", "::notice "].contains(where: $0.hasPrefix) },
        sourceLocation: sourceLocation)
      // Lint counts findings; triage counts reports, timer misuse apart from other crashes.
      #expect(
        lines.last?.contains(" finding") == true || lines.last?.contains(" timer misuse") == true,
        sourceLocation: sourceLocation)
    default:
      #expect(output.hasSuffix("\n"), sourceLocation: sourceLocation)
    }
  }

  /// Checks what every run over hostile inputs must show: the exit status, exactly the expected
  /// one-line errors on stderr, no raw control character anywhere, a well-formed report.
  static func expectContract(
    _ run: BinaryRun, format: String, status: Int32, errors: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.status == status, "\(format): \(run.standardError)", sourceLocation: sourceLocation)
    let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(Set(lines.map(String.init)) == errors, "\(format)", sourceLocation: sourceLocation)
    #expect(lines.count == errors.count, "\(format): one line per bad input", sourceLocation: sourceLocation)
    #expect(rawControls(run.standardOutput) == [], "\(format) stdout", sourceLocation: sourceLocation)
    #expect(rawControls(run.standardError) == [], "\(format) stderr", sourceLocation: sourceLocation)
    expectWellFormed(run.standardOutput, format: format, sourceLocation: sourceLocation)
  }

  /// The findings of a JSON report as `(file, line, column, id)` strings.
  static func findings(inJSON output: String) throws -> [[String: Any]] {
    let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(json["findings"] as? [[String: Any]])
  }

  /// The peak resident set of `command` (run by /bin/sh in `folder`), in kilobytes, measured by
  /// GNU time when present, else the children's maximum from getrusage (an upper bound).
  static func peakKilobytes(_ command: String, in folder: URL) throws -> (run: BinaryRun, kilobytes: Int) {
    let gnuTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
    let binary = "'\(BinaryRun.binary.path)'"
    let script = command.replacingOccurrences(
      of: "TIMERDOCTOR", with: gnuTime ? "/usr/bin/time -f 'peak-kb %M' \(binary)" : binary)
    var run = try BinaryRun.run(["-c", script], in: folder, binary: URL(fileURLWithPath: "/bin/sh"))
    let lines = run.standardError.split(separator: "\n").map(String.init)
    // GNU time adds its figure, and "Command exited with non-zero status N", to stderr.
    run.standardError = lines.filter { !$0.hasPrefix("peak-kb ") && !$0.hasPrefix("Command exited with") }
      .map { $0 + "\n" }.joined()
    if gnuTime, let figure = lines.last(where: { $0.hasPrefix("peak-kb ") }) {
      return (run, Int(figure.dropFirst(8)) ?? -1)
    }
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    return (run, Int(usage.ru_maxrss))
  }

}
