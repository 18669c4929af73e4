import Foundation
import Testing

@testable import TimerDoctorKit

/// `merge` over the runs of random shardings of an input gives exactly the groups of one run
/// over all of it: same keys, counts, files, confidences and spellings.
@Suite struct ShardMergeTests {
  /// Every single-report sample, and Crashlytics-style rows made from the export sample with
  /// varied culprits, so groups have several members and several spellings.
  static func units() throws -> (files: [String], rows: [String]) {
    let folders = ["crash", "ips", "linux", "negative", "pasted"].map {
      SampleLogsTests.folder.appendingPathComponent($0).path
    }
    let files = TriageEngine.inputCollector.collect(folders).sources.map(\.displayPath)
    let export = try String(
      contentsOf: ExportFormatTests.folder.appendingPathComponent("crashlytics_export.jsonl"), encoding: .utf8
    )
    let templates = export.split(separator: "\n").map(String.init)
    var rows: [String] = []
    for index in 0..<60 {
      var row = templates[index % templates.count]
      row = row.replacingOccurrences(of: "\"event_id\":\"", with: "\"event_id\":\"\(index)-")
      // Spellings of one function across SDK versions: still one group.
      if index % 3 == 1 {
        row = row.replacingOccurrences(of: "PlaybackClock.play(rate:)", with: "PlaybackClock.play")
      }
      if index % 5 == 2 {
        row = row.replacingOccurrences(
          of: "PollingService.deinit", with: "PollingService.__deallocating_deinit")
      }
      rows.append(row)
    }
    return (files, rows)
  }

  func triage(_ paths: [String]) -> EngineOutput {
    TriageFixtures.engine.triage(TriageEngine.inputCollector.collect(paths).sources)
  }

  @Test func mergingShardsGivesTheGroupsOfOneRun() throws {
    let (files, rows) = try Self.units()
    try #require(files.count > 20 && rows.count == 60)
    var generator = SeededGenerator(seed: 0x7D0C)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "td-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for trial in 0..<12 {
      let shardCount = Int.random(in: 1...5, using: &generator)
      var shardFiles = Array(repeating: [String](), count: shardCount)
      var shardRows = Array(repeating: [String](), count: shardCount)
      for file in files { shardFiles[Int.random(in: 0..<shardCount, using: &generator)].append(file) }
      for row in rows { shardRows[Int.random(in: 0..<shardCount, using: &generator)].append(row) }
      var exports: [String] = []
      var outputs: [String] = []
      for shard in 0..<shardCount {
        var paths = shardFiles[shard]
        if !shardRows[shard].isEmpty {
          let export = folder.appendingPathComponent("t\(trial)-rows-\(shard).jsonl").path
          try (shardRows[shard].joined(separator: "\n") + "\n").write(
            toFile: export, atomically: true, encoding: .utf8)
          exports.append(export)
          paths.append(export)
        }
        let run = triage(paths)
        let report = Report(
          command: .triage, findings: run.findings, errors: run.errors, inputs: run.inputs, rules: [],
          groups: FindingGroup.grouping(run.findings))
        // Shards written both ways: a grouped JSON report, or a JSON Lines verdict stream.
        let asLines = Bool.random(using: &generator)
        let text = asLines ? JSONLinesReporter().render(report) : JSONReporter().render(report)
        let output = folder.appendingPathComponent("t\(trial)-shard-\(shard).\(asLines ? "jsonl" : "json")")
          .path
        try text.write(toFile: output, atomically: true, encoding: .utf8)
        outputs.append(output)
      }
      var merged: [FindingGroup] = []
      for output in outputs {
        merged = FindingGroup.merging(merged + (try MergeCommand.read(output).get().groups))
      }
      let whole = FindingGroup.grouping(triage(files + exports).findings)
      #expect(merged == whole, "trial \(trial) with \(shardCount) shards")
      // Every readable report once: the three unreadable samples and the wrong-typed rows are errors.
      let readableRows = rows.filter { !$0.contains("\"threads\":\"none\"") }.count
      #expect(merged.reduce(0) { $0 + $1.count } == files.count - 3 + readableRows)
    }
  }

  @Test func mergeCountsTheShardsUnreadableInputsAndNamesAShardItCannotRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "td-merge-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt").path
    try "a list of things to check\n".write(toFile: notes, atomically: true, encoding: .utf8)
    #expect(throws: InputError.self) { try MergeCommand.read(notes).get() }
    let run = triage([ExportFormatTests.folder.appendingPathComponent("crashlytics_export.jsonl").path])
    let lines = JSONLinesReporter().render(
      Report(command: .triage, findings: run.findings, errors: run.errors, inputs: run.inputs, rules: []))
    let shard = folder.appendingPathComponent("shard.jsonl").path
    try lines.write(toFile: shard, atomically: true, encoding: .utf8)
    let read = try MergeCommand.read(shard).get()
    #expect(read.errors == 1)
    #expect(read.groups.reduce(0) { $0 + $1.count } == 3)
  }
}
