import Foundation
import Testing

@testable import TimerDoctorKit

/// The evidence-graded report against the built binary: every severity in one run, what fails a
/// run, `--min-severity`, `--enable all`, a run with no Swift file, config did-you-mean.
@Suite struct SeverityCLITests {
  /// One file with an `info` (a default-mode timer slower than a second in a service), a
  /// `warning` (a one-shot debounce reassigned on every keystroke) and an `error` (cancel() then
  /// resume() of a started timer that nothing suspends).
  static let mixed = """
    import Foundation
    import UIKit

    final class Poller {
      private var timer: Timer?
      func start() {
        guard timer == nil else { return }
        timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.poll() }
      }
      func stop() { timer?.invalidate(); timer = nil }
      private func poll() {}
    }

    final class SearchViewController: UIViewController {
      private var debounce: Timer?
      func textDidChange(_ text: String) {
        debounce = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in self?.search() }
      }
      private func search() {}
    }

    final class Heartbeat {
      private var source: DispatchSourceTimer?
      func start() {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in self?.beat() }
        source.resume()
        self.source = source
      }
      func stop() {
        source?.cancel()
        source?.resume()
      }
      private func beat() {}
    }
    """

  @Test func eachSeverityIsCountedAndOnlyErrorsFailByDefault() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Mixed.swift", Self.mixed)
    let run = try BinaryRun.run(["lint", "--no-color", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("Mixed.swift:8:19: note: repeating timer runs only in .default mode"))
    #expect(run.standardOutput.contains("Mixed.swift:17:5: warning: one-shot timer property reassigned"))
    #expect(
      run.standardOutput.contains("Mixed.swift:32:13: error: resume() after cancel() of a running timer"))
    #expect(run.standardOutput.contains("(1 error, 1 warning, 1 note)"), "\(run.standardOutput)")
  }

  /// The rule book's own "suspend() twice, then released" example, through the binary.
  @Test func suspendingTwiceThenReleasingFailsTheRun() throws {
    let entry = try #require(try Catalog.embedded().entry("timer_release_while_suspended"))
    let example = try #require(entry.examples.first { $0.triggers && $0.code.contains("// error:") })
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("SyncScheduler.swift", example.code.replacingOccurrences(of: "↓", with: ""))
    let run = try BinaryRun.run(["lint", "--no-color", "."], in: folder.url)
    #expect(run.status == 1)
    #expect(run.standardOutput.contains(": error: timer can be released while suspended"))
    #expect(
      run.standardOutput.contains(
        "evidence: `shutDown` calls `timer.suspend()` 2 times and `resume()` once before it"),
      "\(run.standardOutput)")
  }

  @Test func infoNeverFailsARunEvenWithStrict() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "Poller.swift", String(Self.mixed.split(separator: "\n").prefix(12).joined(separator: "\n")))
    let strict = try BinaryRun.run(["lint", "--strict", "."], in: folder.url)
    #expect(strict.status == 0, "\(strict.standardOutput)")
    #expect(strict.standardOutput.contains("(1 note)"))
  }

  @Test func minSeverityFiltersEveryFormat() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Mixed.swift", Self.mixed)
    for format in ["text", "github", "junit"] {
      let run = try BinaryRun.run(
        ["lint", "--min-severity", "warning", "--format", format, "."], in: folder.url)
      #expect(run.status == 1)
      #expect(!run.standardOutput.contains("runs only in .default mode"), "\(format)")
      #expect(run.standardOutput.contains("one-shot timer property reassigned"), "\(format)")
    }
    let json = try BinaryRun.run(
      ["lint", "--min-severity", "warning", "--format", "json", "."], in: folder.url)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])["findings"]
    #expect((findings as? [Any])?.count == 2)
    let sarif = try BinaryRun.run(
      ["lint", "--min-severity", "warning", "--format", "sarif", "."], in: folder.url)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
    #expect(results.count == 2)
    let errors = try BinaryRun.run(
      ["lint", "--min-severity", "error", "--format", "json", "."], in: folder.url)
    #expect(!errors.standardOutput.contains("one-shot"))
    #expect(errors.standardOutput.contains("over-resumes"))
    let bad = try BinaryRun.run(["lint", "--min-severity", "warn", "."], in: folder.url)
    #expect(bad.status == 64)
    #expect(bad.standardError.contains("did you mean `warning`?"))
  }

  @Test func enableAllTurnsOnTheOptInStyleRule() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Clock.swift", "import Foundation\nfinal class Clock {\n  var timer: Timer!\n}\n")
    let plain = try BinaryRun.run(["lint", "--format", "json", "."], in: folder.url)
    #expect(!plain.standardOutput.contains("timer_implicitly_unwrapped"))
    let all = try BinaryRun.run(["lint", "--enable", "all", "--format", "json", "."], in: folder.url)
    #expect(all.standardOutput.contains("timer_implicitly_unwrapped"))
  }

  @Test func aRunWithNoSwiftFileSaysSoAndExitsTwo() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("README.md", "# nothing to lint\n")
    let run = try BinaryRun.run(["lint", "."], in: folder.url)
    #expect(run.status == 2)
    #expect(run.standardError.contains("no Swift files in `.`"))
  }

  @Test func aConfigurationTypoGetsADidYouMean() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Clean.swift", "let x = 1\n")
    try folder.write(".timerdoctor.json", #"{"opt_in_rule": []}"#)
    let key = try BinaryRun.run(["lint"], in: folder.url)
    #expect(key.status == 2)
    #expect(key.standardError.contains("unknown key `opt_in_rule`; did you mean `opt_in_rules`?"))
    try folder.write(".timerdoctor.json", #"{"severity": {"timer_force_unwarp": "error"}}"#)
    let id = try BinaryRun.run(["lint"], in: folder.url)
    #expect(
      id.standardError.contains("unknown rule id `timer_force_unwarp`; did you mean `timer_force_unwrap`?"))
  }
}
