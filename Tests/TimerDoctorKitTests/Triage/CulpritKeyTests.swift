import Testing

@testable import TimerDoctorKit

/// One culprit function is one group, however a format spells it.
@Suite struct CulpritKeyTests {
  @Test(arguments: [
    ("PlaybackClock.play()", "PlaybackClock.play"),
    ("PlaybackClock.play", "PlaybackClock.play"),
    ("@objc PlaybackClock.play()", "PlaybackClock.play"),
    ("PlaybackClock.play() [inlined]", "PlaybackClock.play"),
    ("LiveSession.__deallocating_deinit", "LiveSession.deinit"),
    ("Poller.handle(_:)", "Poller.handle"),
    ("closure #2 in SyncScheduler.syncAll(completion:)", "closure #2 in SyncScheduler.syncAll"),
    ("-[PLSPlaybackClock resume]", "-[PLSPlaybackClock resume]"),
  ])
  func functionSpellingsMeet(_ spelled: String, _ key: String) {
    #expect(CulpritKey.function(spelled) == key)
  }

  @Test func anAppsBundleIdAndExecutableNameMeet() {
    #expect(CulpritKey.image("com.example.pulse") == CulpritKey.image("Pulse"))
    #expect(CulpritKey.image("libdispatch.dylib") == "libdispatch.dylib")
    #expect(CulpritKey.image("PulseServer") != CulpritKey.image("Pulse"))
  }

  @Test func spellingsOfOneFunctionAreOneGroup() {
    func finding(_ file: String, symbol: String, image: String) -> Finding {
      let details = TriageDetails(
        pattern: "resume_after_cancel", confidence: .medium, confidenceReason: "frame-only",
        evidence: [], culprit: Culprit(image: image, symbol: symbol, file: nil, line: nil),
        alternatives: [], exception: nil, os: nil, fix: "timerdoctor explain resume_after_cancel")
      return Finding(
        id: "resume_after_cancel", severity: .error, message: "m", file: file, line: 1, triage: details)
    }
    let groups = FindingGroup.grouping([
      finding("a.ips", symbol: "PlaybackClock.play()", image: "Pulse"),
      finding("b.txt", symbol: "PlaybackClock.play", image: "com.example.pulse"),
      finding("c.txt", symbol: "@objc PlaybackClock.play()", image: "Pulse"),
      finding("d.txt", symbol: "PlaybackClock.stop()", image: "Pulse"),
    ])
    #expect(groups.map(\.count) == [3, 1])
    #expect(groups.first?.files == ["a.ips", "b.txt", "c.txt"])
  }

  @Test func theSampleLogsSpellingsOfPlayAreOneGroup() {
    // SampleLogs spells this culprit `PlaybackClock.play()` in .ips and `PlaybackClock.play` in a
    // pasted stack; before the key they were two groups.
    let findings = TriageReportTests.sampleReport().findings.filter {
      $0.triage?.culprit.map { CulpritKey.function($0.symbol) } == "PlaybackClock.play"
    }
    let spellings = Set(findings.compactMap { $0.triage?.culprit?.symbol })
    #expect(spellings.count >= 2, "\(spellings)")
    let groups = FindingGroup.grouping(findings)
    #expect(groups.count == 1)
    #expect(groups.first?.count == findings.count)
  }
}
