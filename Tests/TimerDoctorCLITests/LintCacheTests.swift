import Foundation
import Testing

@testable import TimerDoctorKit

/// Issue 23, item 4: the lint cache never changes what lint reports. Runs with the cache and
/// without it give the same bytes after every step of random edit sequences, and a corrupt or
/// foreign record is ignored and replaced.
@Suite struct LintCacheTests {
  /// Swift sources with timer findings of several rules, from the rule book's triggering examples
  /// and the samples' invented app.
  static func seedFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    let samples = BinaryRun.packageRoot.appendingPathComponent("SampleLogs/Sources/Pulse")
    for name in try FileManager.default.contentsOfDirectory(atPath: samples.path)
    where name.hasSuffix(".swift") {
      files["Pulse/" + name] = try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)
    }
    files["Extra/Leak.swift"] = HostileFixtures.timerBug
    return files
  }

  static let edits = [
    "swap a resume() for cancel() (same size)", "append a timer bug", "drop the last line", "touch",
    "write the same bytes", "add a file",
    "remove a file",
  ]

  static func lint(_ folder: TemporaryFolder, cache: Bool) throws -> BinaryRun {
    try BinaryRun.run(
      ["lint", "--format", "json", "--quiet"] + (cache ? [] : ["--no-cache"]) + ["src"], in: folder.url)
  }

  @Test(arguments: [UInt64(0x23_01), 0x23_02, 0x23_03])
  func findingsAreTheSameWithAndWithoutTheCacheAcrossRandomEdits(seed: UInt64) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (name, text) in try Self.seedFiles() { try folder.write("src/" + name, text) }
    var generator = SeededGenerator(seed: seed)
    var hits = 0
    let steps = 12
    for step in 0..<steps {
      let names = try FileManager.default.subpathsOfDirectory(
        atPath: folder.url.appendingPathComponent("src").path
      )
      .filter { $0.hasSuffix(".swift") }.sorted()
      let name = names[Int(generator.next() % UInt64(names.count))]
      let file = folder.url.appendingPathComponent("src/" + name)
      let edit = Self.edits[Int(generator.next() % UInt64(Self.edits.count))]
      let text = try String(contentsOf: file, encoding: .utf8)
      switch edit {
      case "append a timer bug":
        try folder.write(
          "src/" + name, text + HostileFixtures.timerBug.replacingOccurrences(of: "demo", with: "demo\(step)")
        )
      case "swap a resume() for cancel() (same size)":
        if let last = text.range(of: "resume()", options: .backwards) {
          try folder.write("src/" + name, text.replacingCharacters(in: last, with: "cancel()"))
        }
      case "drop the last line":
        try folder.write("src/" + name, text.split(separator: "\n").dropLast().joined(separator: "\n") + "\n")
      case "touch":
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: file.path)
      case "write the same bytes":
        try folder.write("src/" + name, text)
      case "add a file":
        try folder.write("src/Added\(step).swift", HostileFixtures.timerBug)
      default:
        if names.count > 2 { try FileManager.default.removeItem(at: file) }
      }
      let cached = try Self.lint(folder, cache: true)
      let again = try Self.lint(folder, cache: true)
      let uncached = try Self.lint(folder, cache: false)
      #expect(cached.standardOutput == uncached.standardOutput, "step \(step) (\(edit) \(name))")
      #expect(again.standardOutput == uncached.standardOutput, "step \(step), second run")
      #expect(cached.status == uncached.status && again.status == uncached.status)
      if again.standardOutput == uncached.standardOutput { hits += 1 }
    }
    #expect(hits == steps)
    // The runs did use a cache: its record is there.
    let records = try FileManager.default.contentsOfDirectory(
      atPath: folder.url.appendingPathComponent(LintCommand.defaultCachePath).path)
    #expect(records.sorted().first == ".gitignore" && records.count == 2, "\(records)")
    #expect(records.filter { $0.hasPrefix("lint-") }.count == 1, "\(records)")
  }

  @Test func aCorruptOrForeignRecordIsIgnoredAndReplaced() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (name, text) in try Self.seedFiles() { try folder.write("src/" + name, text) }
    let reference = try Self.lint(folder, cache: false)
    _ = try Self.lint(folder, cache: true)
    let cacheFolder = folder.url.appendingPathComponent(LintCommand.defaultCachePath)
    let record = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).first { $0.hasPrefix("lint-") })
    let recordURL = cacheFolder.appendingPathComponent(record)
    let stored = try String(contentsOf: recordURL, encoding: .utf8)
    let tampered = [
      "not a cache at all\n",
      stored.replacingOccurrences(
        of: "timerdoctor-lint-cache \(LintCacheRecord.layout)", with: "timerdoctor-lint-cache 99"),
      // A record edited to claim no findings for the same files: caught by its checksum.
      stored.replacingOccurrences(of: "\"findings\":[", with: "\"findings\":[],\"x\":["),
      String(stored.prefix(stored.count / 2)),
    ]
    for text in tampered {
      try Data(text.utf8).write(to: recordURL)
      let run = try Self.lint(folder, cache: true)
      #expect(run.standardOutput == reference.standardOutput)
      #expect(run.standardError.isEmpty, "\(run.standardError)")
      #expect(try String(contentsOf: recordURL, encoding: .utf8) != text, "the record was not rewritten")
    }
  }

  @Test func aRecordRoundTripsAndRejectsOtherLayouts() throws {
    let record = LintCacheRecord(
      key: "abc",
      files: [
        FileStamp(path: "Sources/A B.swift", size: 12, changed: 1_700_000_000_123_456_789, hash: 0xDEAD_BEEF),
        FileStamp(path: "x.swift", size: 0, changed: 0, hash: UInt64.max),
      ],
      results: .init(findings: [], warnings: ["w"]))
    let pieces = try #require(record.pieces())
    let text = String(decoding: pieces.header + pieces.body, as: UTF8.self)
    let decoded = try #require(LintCacheRecord(decoding: Array(text.utf8)))
    #expect(decoded.key == "abc" && decoded.files == record.files && decoded.results.warnings == ["w"])
    let otherLayout = text.replacingOccurrences(
      of: "cache \(LintCacheRecord.layout) ", with: "cache \(LintCacheRecord.layout + 1) ")
    #expect(LintCacheRecord(decoding: Array(otherLayout.utf8)) == nil)
    #expect(
      LintCacheRecord(decoding: Array(text.replacingOccurrences(of: "\n12 ", with: "\n13 ").utf8)) == nil)
    let newline = LintCacheRecord(
      key: "k", files: [FileStamp(path: "a\nb.swift", size: 1, changed: 1, hash: 1)],
      results: .init(findings: [], warnings: []))
    #expect(newline.pieces() == nil)
    #expect(ContentHash.of("timer") == ContentHash.of(Array("timer".utf8)))
    #expect(ContentHash.of("timer") != ContentHash.of("timed"))
    let bytes = Array("a timer that fires".utf8)
    #expect(ContentHash.of(bytes[2...]) == ContentHash.of(Array(bytes[2...])))
  }
}
