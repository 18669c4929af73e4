import Foundation
import Testing

/// Issue 21, item 4: only sure verdicts fail a triage run. By default a timer misuse at `medium` or
/// `high` confidence exits 1 and a `low` guess exits 0; `--fail-on` moves the level, in every format.
@Suite struct TriageFailOnTests {
  static let low = "SampleLogs/linux/pulsectl_release_never_activated.txt"
  static let medium = "SampleLogs/pasted/lldb_suspend_imbalance.txt"
  static let high = "SampleLogs/crash/release_while_suspended.crash"
  /// A crash that is no timer misuse (a `note` verdict), which no level fails on.
  static let other = "SampleLogs/negative/swift_unexpectedly_found_nil.ips"

  /// (reports, `--fail-on` value or nil, expected exit status)
  static let cases: [([String], String?, Int32)] = [
    ([low], nil, 0), ([medium], nil, 1), ([high], nil, 1), ([other], nil, 0),
    ([low], "low", 1), ([other], "low", 0),
    ([medium], "high", 0), ([high], "high", 1),
    ([high], "never", 0), ([low, high], "never", 0),
    ([low, medium], nil, 1), ([low, medium], "high", 0),
  ]

  @Test(arguments: ["text", "json", "junit", "sarif", "github", "jsonl"])
  func failOnSetsTheExitStatusInEveryFormat(format: String) throws {
    for (reports, level, expected) in Self.cases {
      let arguments =
        ["triage", "--quiet", "--format", format] + (level.map { ["--fail-on", $0] } ?? []) + reports
      let run = try BinaryRun.run(arguments)
      #expect(run.status == expected, "\(arguments.joined(separator: " ")): \(run.standardError)")
    }
  }

  /// JUnit's failures are the verdicts that fail the run: a low guess or a crash in timer code is
  /// a passing testcase with its text, until `--fail-on` says otherwise.
  @Test func junitFailuresAreTheVerdictsThatFailTheRun() throws {
    let handler = "SampleLogs/negative/crash_inside_timer_handler.ips"
    let cases: [([String], Int)] = [
      ([Self.low, handler], 0), ([Self.medium, handler], 1), (["--fail-on", "low", Self.low, handler], 1),
      (["--fail-on", "never", Self.high], 0),
    ]
    for (arguments, failures) in cases {
      let run = try BinaryRun.run(["triage", "--quiet", "--format", "junit"] + arguments)
      #expect(
        run.standardOutput.contains("<testsuites name=\"timerdoctor triage\" tests=\"")
          && run.standardOutput.contains("failures=\"\(failures)\" errors=\"0\">"), "\(arguments)")
    }
  }

  /// `merge` applies the same policy to the merged groups (a group fails by its surest verdict)
  /// and counts the three kinds of crash apart.
  @Test func mergeFollowsTheSamePolicy() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (name, report) in [("low", Self.low), ("other", Self.other), ("medium", Self.medium)] {
      let shard = try BinaryRun.run(["triage", "--quiet", "--format", "jsonl", report])
      try folder.write("\(name).jsonl", shard.standardOutput)
    }
    let cases: [([String], Int32)] = [
      (["low.jsonl"], 0), (["--fail-on", "low", "low.jsonl"], 1), (["low.jsonl", "other.jsonl"], 0),
      (["low.jsonl", "medium.jsonl"], 1), (["--fail-on", "never", "medium.jsonl"], 0),
    ]
    for (arguments, expected) in cases {
      let run = try BinaryRun.run(["merge"] + arguments, in: folder.url)
      #expect(run.status == expected, "merge \(arguments.joined(separator: " ")): \(run.standardError)")
    }
    let summary = try BinaryRun.run(["merge", "low.jsonl", "other.jsonl"], in: folder.url)
    #expect(
      summary.standardOutput.contains(
        "2 reports from 2 shards: 1 timer misuse, 0 crashes in timer code, 1 other crash"))
  }

  @Test func anUnreadableInputStillExitsTwoWhateverTheLevel() throws {
    let run = try BinaryRun.run([
      "triage", "--fail-on", "never", Self.high, "SampleLogs/negative/pulse_app.log",
    ])
    #expect(run.status == 2)
  }

  @Test func anUnknownLevelIsAUsageErrorNamingTheLevels() throws {
    let run = try BinaryRun.run(["triage", "--fail-on", "sometimes", Self.high])
    #expect(run.status == 64)
    #expect(
      run.standardError.hasPrefix(
        "timerdoctor: --fail-on takes one of low, medium, high, never, not `sometimes`"),
      "\(run.standardError)")
  }
}
