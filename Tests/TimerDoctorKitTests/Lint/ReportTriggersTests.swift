import Testing

@testable import TimerDoctorKit

/// Pass two scans only the files where a rule can report: a file whose only timer fact comes
/// from another file still gets its findings, and a file where no rule can report is skipped.
@Suite struct ReportTriggersTests {
  /// An extension of `SplitAcrossMethodsTests.countdown` with no creation, call or declaration
  /// of a timer: only the other file says `timer` is one.
  static let restart = """
    extension Countdown {
      func restart() {
        timer!.resume()
      }
    }
    """

  @Test func aForceUnwrapOfAnotherFilesTimerIsStillReported() {
    let findings = LintHarness.linter.lint(files: [
      ("Countdown.swift", Array(SplitAcrossMethodsTests.countdown.utf8)),
      ("Countdown+Restart.swift", Array(Self.restart.utf8)),
    ])
    // `timer!.resume()` also over-resumes; the unwrap is the finding this file owes to the other.
    let unwrap = findings.filter { $0.file == "Countdown+Restart.swift" && $0.id == "timer_force_unwrap" }
    #expect(unwrap.count == 1)
    #expect(unwrap.first?.severity == .warning)
    #expect(unwrap.first?.line == 3)
    #expect(unwrap.first?.message.hasPrefix("force-unwrapped timer crashes when it is nil") == true)
  }

  @Test func theFileOnlyNamesItsTimerForTheRunToDecide() throws {
    let pass = try #require(
      LintHarness.linter.prepare(path: "R.swift", bytes: Array(Self.restart.utf8)).prepared)
    #expect(!pass.triggers.isCertain)
    #expect(pass.triggers.candidates == [MemberName(type: "Countdown", name: "timer")])
    #expect(!pass.triggers.fire(in: ModuleFacts()))
  }

  @Test func aFileThatOnlyMentionsTimersIsNotScannedAgain() throws {
    let code = """
      struct TimerSettings {
        var timerLabel = "Focus"
        var timerMinutes = 25
        func summary() -> String { timerLabel + " " + String(timerMinutes) }
      }
      """
    let pass = try #require(LintHarness.linter.prepare(path: "S.swift", bytes: Array(code.utf8)).prepared)
    #expect(pass.hasTimers)
    #expect(!pass.mayReport(in: ModuleFacts(files: [pass.types], uses: [pass.uses], outlines: [])))
  }

  @Test func eachSourceOfFindingsMakesTheFileCertain() throws {
    let sources = [
      "let t = Timer(timeInterval: 1, repeats: true) { _ in }",
      "RunLoop.main.add(timer, forMode: .common)",
      "let ticks = Timer.publish(every: 1, on: .main, in: .common)",
      "timer.setEventHandler { }",
      "func wait() async { while true { try? await Task.sleep(for: .seconds(1)) } }",
      "final class A { var timer: Timer! }",
      "final class B { let link: CADisplayLink? = nil }",
    ]
    for code in sources {
      let pass = try #require(LintHarness.linter.prepare(path: "C.swift", bytes: Array(code.utf8)).prepared)
      #expect(pass.triggers.isCertain, "\(code)")
    }
  }
}
