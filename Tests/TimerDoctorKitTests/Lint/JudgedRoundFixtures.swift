import Testing

@testable import TimerDoctorKit

/// Shapes from the judged rounds of the evidence-graded lint (issue 20), written for this suite:
/// each fixture reproduces a finding a reviewer found false, and fails on the build before its fix.
/// No marker: the rule must report nothing at any severity.
@Suite struct JudgedRoundTests {
  @Test(arguments: JudgedRoundFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }
}

enum JudgedRoundFixtures {
  static let all: [LintFixture] = [
    LintFixture(
      name: "a helper tool that runs its own run loop and imports no UI never tracks",
      id: "timer_runloop_default_mode",
      code: #"""
        import Foundation
        final class HelperWatchdog {
          private var timer: Timer?
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in print("alive?") }
          }
          func stop() { timer?.invalidate(); timer = nil }
        }
        let watchdog = HelperWatchdog()
        watchdog.start()
        RunLoop.current.run()
        """#, counts: .info),
    LintFixture(
      name: "a timer scheduled inside a Task runs on a thread the code does not say",
      id: "timer_runloop_default_mode",
      code: #"""
        import UIKit
        final class StatusViewController: UIViewController {
          private var timer: Timer?
          func observe() {
            Task(priority: .background) {
              self.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("poll") }
            }
          }
          func stop() { timer?.invalidate(); timer = nil }
        }
        """#, counts: .info),
    LintFixture(
      name: "a timer set in init and never set to nil cannot be nil at its unwrap",
      id: "timer_force_unwrap",
      code: #"""
        import Foundation
        final class Ticker {
          private var timer: Timer!
          init() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick") }
          }
          func pause() {
            timer!.fireDate = .distantFuture
          }
        }
        """#, counts: .info),
    LintFixture(
      name: "a selector timer returned from a closure is handed on, not kept by the run loop alone",
      id: "timer_selector_retains_target",
      code: #"""
        import UIKit
        final class RootViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            var refresh: Timer?
            let make: () -> Timer = {
              refresh?.invalidate()
              return Timer.scheduledTimer(
                timeInterval: 15, target: self, selector: #selector(self.update), userInfo: nil, repeats: true)
            }
            refresh = make()
          }
          @objc private func update() {}
        }
        """#, counts: .info),
    LintFixture(
      name: "a counting timer in a service that no view is known to show is the anti-pattern alone",
      id: "timer_runloop_default_mode",
      code: #"""
        import Foundation
        final class SessionClock {
          private var timer: Timer?
          private(set) var elapsed = 0
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.elapsed += 1 }
          }
          func stop() { timer?.invalidate(); timer = nil }
        }
        """#),
    LintFixture(
      name: "a resume through a helper balances the suspend before cancel",
      id: "timer_release_while_suspended",
      code: #"""
        import Foundation
        final class Poller {
          private var timer: DispatchSourceTimer?
          func start() {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { print("poll") }
            timer.resume()
            self.timer = timer
          }
          func pause() { timer?.suspend() }
          func stop() {
            resumeTimer()
            timer?.cancel()
            timer = nil
          }
          private func resumeTimer() { timer?.resume() }
        }
        """#, counts: .info),
  ]
}
