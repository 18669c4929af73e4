import Foundation
import Testing

@testable import TimerDoctorKit

/// Issue 21, item 3: every verdict the samples and the rule book's crash examples produce says
/// only what its evidence supports. Each check reads the report's text or the verdict's evidence,
/// not the classifier's own facts, so a wording that outruns the evidence fails here.
@Suite struct VerdictWordingTests {
  /// A verdict with the text of the report it came from.
  struct Walked: CustomStringConvertible {
    var name: String
    var report: String
    var finding: Finding

    var description: String { name }
  }

  /// Every report of SampleLogs (each record of the exports) and every text block under "What the
  /// crash looks like" in the rule book's crash entries.
  static let walked: [Walked] = {
    var result: [Walked] = []
    let logs = SampleLogsTests.folder
    let folders = ["crash", "ips", "linux", "negative", "pasted", "exports"].map {
      logs.appendingPathComponent($0).path
    }
    let collected = TriageEngine.inputCollector.collect(folders)
    for source in collected.sources {
      guard case .file(let path) = source.location, let data = FileManager.default.contents(atPath: path)
      else {
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      for finding in TriageFixtures.engine.triage([source]).findings {
        result.append(Walked(name: source.displayPath, report: text, finding: finding))
      }
    }
    for entry in TriageFixtures.entries {
      guard let section = entry.body.components(separatedBy: "## What the crash looks like").dropFirst().first
      else { continue }
      let blocks = section.components(separatedBy: "```text\n").dropFirst()
      for (index, block) in blocks.enumerated() {
        let text = String(block.prefix { $0 != "`" })
        if let finding = TriageFixtures.finding(text) {
          result.append(
            Walked(name: "Rules/\(entry.id).md example \(index + 1)", report: text, finding: finding))
        }
      }
    }
    return result
  }()

  static let misuse = Set(PatternID.catalogued).subtracting(PatternID.timerCode).union(["suspend_imbalance"])

  @Test func theWalkCoversEveryKindOfVerdict() {
    let ids = Set(Self.walked.map(\.finding.id))
    #expect(Self.walked.count >= 50)
    // `cancel_while_suspended` comes only from `--source` (the code shows the cancel), which the
    // source-link tests walk.
    let expected = Self.misuse.subtracting([PatternID.cancelWhileSuspended]).union(PatternID.timerCode)
    for id in expected.union([PatternID.none, PatternID.otherLibdispatch]) {
      #expect(ids.contains(id), "no sample gets \(id)")
    }
  }

  /// Each crash example of the rule book gets its entry's verdict, or names it as an alternative
  /// (the fault form `cancel_while_suspended` shows, which supports only a freed source).
  @Test func eachRuleBookExampleGetsItsEntry() {
    let examples = Self.walked.filter { $0.name.hasPrefix("Rules/") }
    #expect(examples.count >= 9)
    for example in examples {
      let id = String(example.name.dropFirst("Rules/".count).prefix { $0 != "." })
      let details = example.finding.triage
      #expect(example.finding.id == id || details?.alternatives.contains(id) == true, "\(example.name)")
    }
  }

  /// A misuse verdict rests on a libdispatch check (its trap frame or message), and its reason
  /// never calls the crash a fault in a call with no check.
  @Test(arguments: walked.filter { misuse.contains($0.finding.id) })
  func aMisuseRestsOnALibdispatchCheck(_ walked: Walked) throws {
    let details = try #require(walked.finding.triage)
    #expect(walked.finding.severity == .error)
    #expect(!details.evidence.isEmpty)
    #expect(
      !details.confidenceReason.contains("no misuse check"), "\(walked.name): \(details.confidenceReason)")
    #expect(!details.confidenceReason.contains("freed"), "\(walked.name)")
    // The pattern that needs `cancel()` to return normally is never worded over a cancel on top.
    if let top = details.evidence.first, top.contains("dispatch_source_cancel"), !top.contains(".cold.") {
      Issue.record("\(walked.name): a misuse verdict over dispatch_source_cancel on top")
    }
  }

  /// A crash in timer code that is not misuse is a warning that never names a libdispatch check
  /// it did not see; the misuse a frame's folklore suggests is only an alternative.
  @Test(arguments: walked.filter { PatternID.timerCode.contains($0.finding.id) })
  func aCrashInTimerCodeIsNoMisuse(_ walked: Walked) throws {
    let details = try #require(walked.finding.triage)
    #expect(walked.finding.severity == .warning)
    #expect(!walked.finding.message.contains("BUG IN CLIENT"), "\(walked.name)")
    #expect(details.alternatives.allSatisfy { Self.misuse.contains($0) })
    #expect(details.culprit != nil || details.evidence.count >= 2, "\(walked.name): no culprit and one fact")
  }

  /// "DispatchSourceTimer" or "a dispatch source" only when the report's frames show a source:
  /// a release or resume trap alone is also what a queue prints.
  @Test(arguments: walked)
  func aSourceIsNamedOnlyWhenTheReportShowsOne(_ walked: Walked) {
    // "not DispatchSourceTimer misuse" names no object.
    let message = walked.finding.message.replacingOccurrences(of: "not DispatchSourceTimer misuse", with: "")
    guard message.contains("DispatchSourceTimer ") || message.contains("a dispatch source") else { return }
    let showsSource = ["dispatch_source", "DispatchSource", "OS_dispatch_source"].contains {
      walked.report.contains($0)
    }
    #expect(showsSource, "\(walked.name): \(message)")
  }

  /// Every message quoted in a headline is in the evidence, and a low-confidence verdict says why.
  @Test(arguments: walked)
  func quotesAndConfidenceAgreeWithTheEvidence(_ walked: Walked) throws {
    let details = try #require(walked.finding.triage)
    let quoted = walked.finding.message.split(separator: "\"", omittingEmptySubsequences: false)
    for (index, part) in quoted.enumerated() where index % 2 == 1 {
      #expect(
        details.evidence.contains { $0.contains(part) }, "\(walked.name): \"\(part)\" is not in the evidence")
    }
    if details.confidence == .low {
      #expect(details.confidenceReason.split(separator: ":").count >= 2, "\(walked.name)")
    }
  }
}
