import Foundation
import Testing

@testable import TimerDoctorKit

/// Crash services' exports (SampleLogs/exports, written from the services' public schemas):
/// each record is triaged on its own with its id; unknown fields are ignored; integers may be
/// JSON numbers or decimal strings; a wrong-typed field is one error for its record.
@Suite struct ExportFormatTests {
  static let folder = SampleLogsTests.folder.appendingPathComponent("exports")

  struct Expected: CustomTestStringConvertible, Sendable {
    var file: String
    /// Per record, in order: pattern, confidence, record id, culprit symbol and line.
    var records: [(pattern: String, confidence: String, id: String?, culprit: String?, line: Int?)]
    /// One-line errors, in order.
    var errors: [String] = []
    var testDescription: String { file }
  }

  static let expected: [Expected] = [
    Expected(
      file: "sentry_event_release_while_suspended.json",
      records: [
        ("release_while_suspended", "high", "7f1c9e2a4b3d4c21a8e5f60b9d2c7e14", "PollingService.deinit", 88)
      ]),
    Expected(
      file: "sentry_events_list.json",
      records: [
        ("resume_after_cancel", "high", "c0ffee1234abcd5678ef90120a1b2c3d", "PlaybackClock.play(rate:)", 60),
        ("none", "medium", "0b5d8e2f6a9c4713b2e1d4f7a8c9e0b1", nil, nil),
      ]),
    Expected(
      file: "sentry_api_event.json",
      records: [
        ("release_while_inactive", "high", "5e9a1f3c2b7d4e80a6c1b9f2d3e4a5b6", "HeartbeatTimer.deinit", 29)
      ]),
    Expected(
      file: "crashlytics_export.jsonl",
      records: [
        // INT64 columns as strings (BigQuery's JSON export) ...
        (
          "release_while_suspended", "medium", "5a1e0c7d9b3f4e2a8c6d1f0e9b7a3c5d", "PollingService.deinit", 88
        ),
        // ... and as numbers.
        (
          "resume_after_cancel", "medium", "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b", "PlaybackClock.play(rate:)", 60
        ),
        // Unknown columns (`variant_id`, `unity_metadata`) are ignored.
        ("other_libdispatch", "medium", "aa00bb11cc22dd33ee44ff5566778899", nil, nil),
      ],
      errors: ["record (line 3): `threads` is the string \"none\"; expected an array"]),
    Expected(
      file: "metrickit_payload.json",
      records: [
        // Unsymbolicated: a libdispatch trap, but not which one.
        ("unknown", "low", nil, nil, nil),
        ("none", "medium", nil, nil, nil),
      ]),
  ]

  @Test(arguments: expected)
  func eachRecordGetsItsVerdict(_ expected: Expected) throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent(expected.file)))
    let results = TriageFixtures.engine.triageEach(bytes: bytes, displayPath: expected.file)
    let findings = results.compactMap { try? $0.get() }
    let errors = results.compactMap { result -> String? in
      if case .failure(let error) = result { return error.message }
      return nil
    }
    #expect(errors == expected.errors)
    try #require(findings.count == expected.records.count)
    for (finding, record) in zip(findings, expected.records) {
      let triage = try #require(finding.triage)
      #expect(triage.pattern == record.pattern, "\(expected.file)")
      #expect(triage.confidence.rawValue == record.confidence, "\(expected.file)")
      #expect(triage.record == record.id, "\(expected.file)")
      if record.pattern != "none" && record.pattern != "unknown" && record.pattern != "other_libdispatch" {
        #expect(triage.culprit?.symbol == record.culprit, "\(expected.file)")
        #expect(triage.culprit?.line == record.line, "\(expected.file)")
      }
      #expect(triage.evidence.first?.hasPrefix("record") == true)
    }
  }

  @Test func theUnsymbolicatedVerdictSaysSoAndClaimsNoPattern() throws {
    let bytes = Array(try Data(contentsOf: Self.folder.appendingPathComponent("metrickit_payload.json")))
    let first = try TriageFixtures.engine.triageEach(bytes: bytes, displayPath: "payload.json")[0].get()
    #expect(first.triage?.evidence.contains { $0.contains("(unsymbolicated)") } == true)
    #expect(first.triage?.confidenceReason.contains("libdispatch client error") == true)
    #expect(first.triage?.fix.contains("symbolicate") == true)
    #expect(first.triage?.alternatives == [])
  }

  @Test func aWrongTypedFieldDeepInARecordNamesItsPath() {
    let row =
      #"{"event_id":"e1","issue_id":"i1","operating_system":{"name":"iOS"},"threads":[{"crashed":true,"frames":[{"symbol":"f","line":{"n":1}}]}]}"#
    let results = TriageFixtures.engine.triageEach(bytes: Array(row.utf8), displayPath: "row.json")
    guard case .failure(let error) = results.first else {
      Issue.record("expected an error")
      return
    }
    #expect(error.message == "record (line 1): `threads[0].frames[0].line` is an object; expected an integer")
  }

  @Test func metricKitHangTreesRootedAtTheOutermostCallerAreTurnedOver() {
    let frames = ["dyld", "UIKitCore", "Pulse", "libdispatch.dylib"].map { CrashFrame(image: $0) }
    #expect(
      MetricKitReader.topFirst(frames).map(\.image) == ["libdispatch.dylib", "Pulse", "UIKitCore", "dyld"])
    let crash = ["libdispatch.dylib", "Pulse", "dyld"].map { CrashFrame(image: $0) }
    #expect(MetricKitReader.topFirst(crash).map(\.image) == ["libdispatch.dylib", "Pulse", "dyld"])
  }

  @Test func anXcodeOrganizerCrashpointIsWalkedLikeAnyFolder() {
    let bundle = Self.folder.appendingPathComponent("Pulse_3.4.0.xccrashpoint")
    let output = TriageFixtures.engine.triage(TriageEngine.inputCollector.collect([bundle.path]).sources)
    #expect(output.findings.map(\.id) == ["suspend_imbalance"])
    // Its own index files are passed over, not reported as unreadable.
    #expect(output.errors.isEmpty)
  }

  @Test func anIPSReportIsNotTakenForAnExport() throws {
    let bytes = Array(
      try Data(contentsOf: SampleLogsTests.folder.appendingPathComponent("ips/release_while_suspended.ips")))
    #expect(ExportInput.records(bytes) == nil)
  }
}
