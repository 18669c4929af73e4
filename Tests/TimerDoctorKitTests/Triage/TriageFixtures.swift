import Foundation

@testable import TimerDoctorKit

/// Shared helpers for the triage tests: the crash entries, fixture paths and a one-call triage.
enum TriageFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The five crash entries with the signatures the Rules/ entries carry.
  static let entries: [CatalogEntry] = [
    crash(
      "release_while_suspended", "A DispatchSourceTimer was released while suspended",
      frames: releaseFamily, messages: ["Release of a suspended object"],
      also: ["suspend_imbalance", "cancel_while_suspended", "release_while_inactive"]),
    crash(
      "release_while_inactive", "A DispatchSourceTimer was released before it was ever activated",
      frames: releaseFamily, messages: ["Release of an inactive object"]),
    crash(
      "resume_after_cancel", "A DispatchSourceTimer was resumed more often than suspended",
      frames: ["_dispatch_lane_resume", "_dispatch_queue_resume", "dispatch_resume"],
      messages: ["Over-resume of an object"]),
    crash(
      "cancel_while_suspended", "A suspended DispatchSourceTimer was cancelled",
      frames: ["dispatch_source_cancel"]),
    crash(
      "suspend_imbalance", "suspend() and resume() calls on a DispatchSourceTimer do not balance",
      frames: ["_dispatch_lane_suspend_slow", "_dispatch_source_refs_t"],
      messages: ["Too many nested calls to dispatch_suspend()"]),
  ]

  static let releaseFamily = [
    "_dispatch_queue_xref_dispose", "_dispatch_xref_dispose", "-[OS_dispatch_source _xref_dispose]",
    "_dispatch_source_xref_dispose", "_dispatch_source_dispose", "dispatch_release",
    "__DispatchData.__deallocating_deinit",
  ]

  static func crash(
    _ id: String, _ summary: String, frames: [String], messages: [String] = [], also: [String] = []
  ) -> CatalogEntry {
    CatalogEntry(
      id: id, kind: .crash, title: id, defaultSeverity: .error, summary: summary, frames: frames,
      messages: messages, alsoConsistentWith: also, body: "", source: "Rules/\(id).md")
  }

  /// The engine over the embedded Rules/ catalog (the real signatures); the hand-built
  /// `entries` above when the catalog cannot be read (a catalog test reports that failure).
  static let engine =
    (try? Catalog.embedded()).map { TriageEngine(catalog: $0) } ?? TriageEngine(entries: entries)

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
