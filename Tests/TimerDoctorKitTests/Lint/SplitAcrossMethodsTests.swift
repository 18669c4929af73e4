import Testing

@testable import TimerDoctorKit

/// Suspend and cancel split across methods: reported, as a warning, since the order decides.
@Suite struct SplitAcrossMethodsTests {
  static let countdown = """
    final class Countdown {
      private var timer: DispatchSourceTimer?
      func start() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in self?.tick() }
        timer.resume()
        self.timer = timer
      }
      func pause() { timer?.suspend() }
      func proceed() { timer?.resume() }
      func stop() {
        timer?.cancel()
        timer = nil
      }
      func tick() {}
    }
    """

  @Test func aCancelInStopAfterASuspendInPauseIsAWarning() {
    let findings = LintHarness.findings(Self.countdown)
    let release = findings.filter { $0.id == "timer_release_while_suspended" }
    #expect(release.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["12:12"])
    #expect(release.first?.severity == .warning)
    let resume = findings.filter { $0.id == "timer_over_resume" }
    #expect(resume.map { "\($0.line ?? 0)" } == ["10"])
    #expect(resume.first?.severity == .warning)
  }

  @Test func theSameMethodsInAnotherFileOfTheTypeAreReportedAlike() {
    let owner = """
      final class Countdown {
        var timer: DispatchSourceTimer?
        func start() {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          timer.setEventHandler { [weak self] in self?.tick() }
          timer.resume()
          self.timer = timer
        }
        func tick() {}
      }
      """
    let control = """
      extension Countdown {
        func pause() { timer?.suspend() }
        func proceed() { timer?.resume() }
        func stop() {
          timer?.cancel()
          timer = nil
        }
      }
      """
    let findings = LintHarness.linter.lint(files: [
      ("Countdown.swift", Array(owner.utf8)), ("Countdown+Control.swift", Array(control.utf8)),
    ])
    let release = findings.filter { $0.id == "timer_release_while_suspended" }
    #expect(release.map { "\($0.file):\($0.line ?? 0)" } == ["Countdown+Control.swift:5"])
    #expect(release.first?.severity == .warning)
    #expect(release.first?.message.hasPrefix("timer can be released while suspended") == true)
    let resume = findings.filter { $0.id == "timer_over_resume" }
    #expect(resume.map { "\($0.file):\($0.line ?? 0)" } == ["Countdown+Control.swift:3"])
  }

  @Test func aSuspendThenCancelInOneFunctionKeepsTheRuleSeverity() throws {
    let code = """
      final class Countdown {
        private var timer: DispatchSourceTimer?
        func finish() {
          timer?.suspend()
          timer?.cancel()
          timer = nil
        }
      }
      """
    let release = LintHarness.findings(code).filter { $0.id == "timer_release_while_suspended" }
    #expect(release.map { "\($0.line ?? 0)" } == ["5"])
    // A certain crash keeps the rule book's severity; only the uncertain split is lowered.
    let catalogDefault = try Catalog.embedded().entry("timer_release_while_suspended")?.defaultSeverity
    #expect(release.first?.severity == catalogDefault)
  }
}
