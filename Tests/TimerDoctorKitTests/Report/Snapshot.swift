import Foundation
import Testing

/// Compares text with a checked-in snapshot; `RECORD_SNAPSHOTS=1 swift test` re-records.
enum Snapshot {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Snapshots")

  static func expect(_ text: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(text.utf8).write(to: file)
      return
    }
    guard let recorded = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record("no snapshot \(name): run RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
      return
    }
    #expect(text == recorded, "snapshot \(name) differs", sourceLocation: sourceLocation)
  }
}
