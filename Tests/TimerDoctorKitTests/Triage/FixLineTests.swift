import Testing

@testable import TimerDoctorKit

/// Every triage verdict carries a one-line fix, and every format shows it.
@Suite struct FixLineTests {
  @Test func everyCrashPatternHasAOneLineFix() {
    let entries = TriageFixtures.entries
    #expect(entries.count == 9)
    for entry in entries {
      #expect(entry.fix.map { !$0.isEmpty && !$0.contains("\n") } == true, "\(entry.id) has no fix: line")
    }
  }

  @Test(arguments: OutputFormat.allCases) func everyFormatShowsTheFix(_ format: OutputFormat) throws {
    let text = """
      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a2b3c4d5 _dispatch_lane_resume + 556
      1   Pulse   0x0000000100abc000 PlaybackClock.play() + 40
      """
    let finding = try TriageFixtures.triage(text, path: "crash.txt").get()
    let fix = try #require(TriageFixtures.entries.first { $0.id == "resume_after_cancel" }?.fix)
    #expect(finding.triage?.fix.hasPrefix(fix) == true)
    let report = Report(command: .triage, findings: [finding], errors: [], inputs: ["crash.txt"], rules: [])
    let rendered = format.reporter().render(report)
    // JSON escapes `/`-free text as is; the fix has no characters any format escapes.
    #expect(rendered.contains(fix), "\(format.rawValue) lacks the fix")
  }
}
