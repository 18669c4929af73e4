import Foundation
import Testing

@testable import TimerDoctorKit

/// `triage --source DIR`: each culprit is linked to its function in the app's sources and to the
/// lint findings inside it, in every format.
@Suite struct SourceLinkTests {
  static let sources = SampleLogsTests.folder.appendingPathComponent("Sources").path

  /// Every SampleLogs report, triaged with `--source SampleLogs/Sources`.
  static let findings: [Finding] = {
    guard let catalog = try? Catalog.embedded() else { return [] }
    let engine = TriageEngine(catalog: catalog, sourceDirectory: sources)
    let collected = TriageEngine.inputCollector.collect([SampleLogsTests.folder.path])
    return engine.triage(collected.sources).findings
  }()

  @Test func everySymbolicatedSwiftCulpritIsLinkedToItsFunction() throws {
    var linked = 0
    for finding in Self.findings {
      guard let culprit = finding.triage?.culprit else { continue }
      let link = finding.triage?.source
      // Objective-C (`-[PLSPlaybackClock resume]`) and unsymbolicated (`Pulse + 0x6a3c4`) culprits
      // have no Swift function to point at.
      guard let names = CulpritNames(symbol: culprit.symbol), !culprit.symbol.hasPrefix("-[") else {
        #expect(link == nil, "\(finding.file): \(culprit.symbol)")
        continue
      }
      // The samples' app holds the timer owners' code; another crash's frame may be in a function
      // it does not have.
      let typeFile = SampleLogsTests.folder.appendingPathComponent("Sources/Pulse/\(names.type ?? "").swift")
      let code = (try? String(contentsOf: typeFile, encoding: .utf8)) ?? ""
      guard code.contains("func \(names.function)(") || names.function == "deinit" || names.function == "init"
      else {
        #expect(link == nil, "\(finding.file): \(culprit.symbol)")
        continue
      }
      let found = try #require(link, "\(finding.file): \(culprit.symbol) has no link")
      #expect(found.function == names.displayName, "\(finding.file)")
      #expect(found.file.hasSuffix("Sources/Pulse/\(names.type ?? "").swift"), "\(finding.file)")
      if let line = culprit.line {
        #expect(found.line == line, "\(finding.file): the report's own line is inside the function")
      }
      linked += 1
    }
    #expect(linked >= 25)
  }

  @Test func theLintFindingInTheCulpritsFunctionIsListed() throws {
    let report = try #require(Self.findings.first { $0.file.hasSuffix("ips/release_while_suspended.ips") })
    let link = try #require(report.triage?.source)
    #expect(link.function == "PollingService.deinit")
    #expect(link.lint.map(\.id) == ["timer_release_while_suspended"])
    #expect(link.lint.map(\.line) == [88])
    // A culprit whose function lint finds nothing in lists nothing.
    let pause = try #require(Self.findings.first { $0.file.hasSuffix("crash/suspend_imbalance.crash") })
    #expect(pause.triage?.source?.function == "PollingService.pause")
    #expect(pause.triage?.source?.lint == [])
  }

  @Test func withoutSourceNothingIsLinked() {
    let result = TriageFixtures.engine.triage(
      bytes: Array(
        (try? Data(contentsOf: SampleLogsTests.folder.appendingPathComponent("ips/resume_after_cancel.ips")))
          ?? Data()),
      displayPath: "resume_after_cancel.ips")
    #expect((try? result.get())?.triage?.culprit != nil)
    #expect((try? result.get())?.triage?.source == nil)
  }

  @Test func everyFormatShowsTheSourceAndTheLintFindingThere() throws {
    let report = try #require(Self.findings.first { $0.file.hasSuffix("ips/release_while_suspended.ips") })
    let full = Report(command: .triage, findings: [report], errors: [], inputs: [report.file], rules: [])
    let text = TextReporter(color: false).render(full)
    #expect(text.contains("source: \(report.triage?.source?.file ?? "?"):88 in PollingService.deinit"))
    #expect(text.contains("lint there: "))
    #expect(text.contains("(timer_release_while_suspended)"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().render(full).utf8)) as? [String: Any])
    let first = try #require((json["findings"] as? [[String: Any]])?.first)
    let source = try #require(first["source"] as? [String: Any])
    #expect(source["function"] as? String == "PollingService.deinit")
    #expect((source["lint"] as? [[String: Any]])?.first?["id"] as? String == "timer_release_while_suspended")
    // SARIF: the result points at the source line; the crash log and the lint finding are related.
    let sarif = SARIFReporter.log(full, sourceRoot: "/")
    let result = try #require(sarif.runs.first?.results.first)
    #expect(result.locations.first?.physicalLocation.region?.startLine == 88)
    #expect(
      result.locations.first?.physicalLocation.artifactLocation.uri.hasSuffix("PollingService.swift") == true)
    #expect(result.relatedLocations?.map(\.message.text).first == "the crash report")
    #expect(result.relatedLocations?.count == 2)
    for format in [JUnitReporter().render(full), GitHubReporter().render(full)] {
      #expect(format.contains("PollingService.deinit"))
      #expect(format.contains("timer_release_while_suspended"))
    }
  }

  @Test(arguments: [
    ("PollingService.deinit", "PollingService", "deinit"),
    ("Pulse.PlaybackClock.play()", "PlaybackClock", "play"),
    ("PlaybackClock.play", "PlaybackClock", "play"),
    ("closure #1 in SyncScheduler.resumeAfterBackoff()", "SyncScheduler", "resumeAfterBackoff"),
    ("@objc HeartbeatTimer.stop() [inlined]", "HeartbeatTimer", "stop"),
    ("LiveSession.__deallocating_deinit", "LiveSession", "deinit"),
    ("Owner<A>.init(interval:)", "Owner", "init"),
    ("-[PLSPlaybackClock(Private) resume]", "PLSPlaybackClock", "resume"),
  ])
  func culpritSpellingsNameTheirFunction(_ symbol: String, _ type: String, _ function: String) {
    #expect(CulpritNames(symbol: symbol) == CulpritNames(type: type, function: function))
  }

  @Test func unsymbolicatedCulpritsNameNoFunction() {
    #expect(CulpritNames(symbol: "Pulse + 0x6a3c4") == nil)
  }
}
