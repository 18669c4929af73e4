import Foundation
import Testing

/// Every export sample end to end through the binary: the records' verdicts and ids in JSON, and
/// the wrong-typed record as one error line while the others are read.
@Suite struct ExportCLITests {
  @Test(arguments: [
    ("sentry_event_release_while_suspended.json", ["release_while_suspended"], 1),
    ("sentry_events_list.json", ["resume_after_cancel", "none"], 1),
    ("sentry_api_event.json", ["release_while_inactive"], 1),
    ("crashlytics_export.jsonl", ["release_while_suspended", "resume_after_cancel", "other_libdispatch"], 2),
    ("metrickit_payload.json", ["unknown", "none"], 0),
  ])
  func exportReadEndToEnd(file: String, patterns: [String], status: Int32) throws {
    let run = try BinaryRun.run([
      "triage", "-q", "--no-group", "--format", "json", "SampleLogs/exports/\(file)",
    ])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(json["findings"] as? [[String: Any]])
    // Findings are in report order (file, line); the samples list their records in line order.
    #expect(findings.map { $0["pattern"] as? String ?? "?" } == patterns, "\(file)")
    #expect(findings.allSatisfy { ($0["evidence"] as? [String])?.first?.hasPrefix("record") == true })
    #expect(run.status == status, "\(file): \(run.standardError)")
    if file.hasPrefix("sentry") || file.hasPrefix("crashlytics") {
      #expect(findings.allSatisfy { $0["record"] is String }, "\(file): every record keeps its id")
    }
    if file.hasPrefix("crashlytics") {
      #expect(
        run.standardError.contains("record (line 3): `threads` is the string \"none\"; expected an array"))
    }
  }

  @Test func anXcodeOrganizerCrashpointIsWalked() throws {
    let run = try BinaryRun.run([
      "triage", "-q", "--format", "json", "SampleLogs/exports/Pulse_3.4.0.xccrashpoint",
    ])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect((json["findings"] as? [[String: Any]])?.map { $0["id"] as? String } == ["suspend_imbalance"])
    #expect((json["errors"] as? [Any])?.isEmpty == true)
    #expect(run.status == 1)
  }
}
