import Foundation
import Testing

/// Compares text with a checked-in snapshot; `RECORD_SNAPSHOTS=1 swift test` re-records (and
/// fails, since a recording run checks nothing).
enum Snapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots")

  static func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(text.utf8).write(to: file)
      // A recording run checks nothing, so it must not pass: run again without the variable.
      Issue.record(
        "recorded snapshot \(name); run the tests again without RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record("no snapshot \(name): run RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
      return
    }
    #expect(text == recorded, "snapshot \(name) differs", sourceLocation: sourceLocation)
  }
}
