import Foundation
import Testing

@testable import TimerDoctorKit

/// Shared helpers for the triage tests: the crash entries, fixture paths and a one-call triage.
enum TriageFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The crash entries of the embedded Rules/ catalog (the real signatures). A catalog that
  /// cannot be read fails the test that first asks, instead of silently using other entries.
  static let entries: [CatalogEntry] = {
    do {
      return try Catalog.embedded().crashPatterns
    } catch {
      Issue.record("the embedded catalog cannot be read: \(error)")
      return []
    }
  }()

  /// The engine over `entries`.
  static let engine = TriageEngine(entries: entries)

  /// Triage of `text` as if read from `path`.
  static func triage(_ text: String, path: String = "report.txt", engine: TriageEngine = engine) -> Result<
    Finding, InputError
  > {
    engine.triage(bytes: Array(text.utf8), displayPath: path)
  }

  /// The verdict for a fixture text; fails loudly in the test when it is an input error.
  static func finding(_ text: String, engine: TriageEngine = engine) -> Finding? {
    try? triage(text, engine: engine).get()
  }

  static func specimen(_ name: String) throws -> String {
    let url = folder.appendingPathComponent("linux-backtraces").appendingPathComponent(name + ".stderr.txt")
    return try String(contentsOf: url, encoding: .utf8)
  }
}
