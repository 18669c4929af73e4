import Testing

@testable import TimerDoctorKit

/// Every safe look-alike the rule book names stays silent; the unsafe twin next to it fires.
@Suite struct SafeLookAlikeTests {
  @Test(arguments: SafeLookAlikeFixtures.all) func fixture(_ fixture: LintFixture) {
    fixture.verify()
  }
}

enum SafeLookAlikeFixtures {
  static let all: [LintFixture] = runLoop + selector + handler + queue + lifecycle + storage + misc

  static let runLoop: [LintFixture] = [
    LintFixture(
      name: "same timer also added to .common", id: "timer_runloop_default_mode",
      code: #"""
        final class A {
          func start() {
            let t = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            RunLoop.main.add(t, forMode: .common)
          }
        }
        """#),
    LintFixture(
      name: ".commonModes and RunLoop.Mode.tracking count", id: "timer_runloop_default_mode",
      code: #"""
        func start() {
          let t = Timer(timeInterval: 1, repeats: true) { _ in }
          RunLoop.main.add(t, forMode: .default)
          RunLoop.main.add(t, forMode: RunLoop.Mode.tracking)
          let u = Timer.scheduledTimer(timeInterval: 1, target: proxy, selector: #selector(tick), userInfo: nil, repeats: true)
          RunLoop.current.add(u, forMode: .commonModes)
        }
        """#),
    LintFixture(
      name: "timer on a background thread's run loop", id: "timer_runloop_default_mode",
      code: #"""
        func start() {
          Thread {
            let t = Timer(timeInterval: 1, repeats: true) { _ in }
            RunLoop.current.add(t, forMode: .default)
            RunLoop.current.run()
          }.start()
        }
        """#),
    LintFixture(
      name: "#if branch that adds .common is handled, the other is not", id: "timer_runloop_default_mode",
      code: #"""
        final class ClockView: UIView {
        func start() {
          let t = Timer(timeInterval: 1, repeats: true) { _ in }
          #if os(macOS)
          RunLoop.main.↓add(t, forMode: .default)
          #else
          RunLoop.main.add(t, forMode: .default)
          RunLoop.main.add(t, forMode: .common)
          #endif
        }
        }
        """#, counts: .info),
    LintFixture(
      name: "implicit member .scheduledTimer( fires", id: "timer_runloop_default_mode",
      code: #"""
        final class ClockViewController: UIViewController {
        func start() {
          let t: Timer = .↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          _ = t
        }
        }
        """#, counts: .info),
    LintFixture(
      name: "a port in .default mode is not a timer, and a port in .common does not cover a timer",
      id: "timer_runloop_default_mode",
      code: #"""
        final class ClockView: UIView {
        func start(port: Port) {
          let timer = Timer(timeInterval: 1, repeats: true) { _ in }
          RunLoop.main.add(port, forMode: .default)
          RunLoop.main.add(port, forMode: .common)
          RunLoop.main.↓add(timer, forMode: .default)
        }
        }
        """#, counts: .info),
    LintFixture(
      name: "text in comments and strings never fires", id: "timer_runloop_default_mode",
      code: #"""
        // Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        let doc = "Timer.scheduledTimer(withTimeInterval: 1, repeats: true)"
        let raw = #"RunLoop.main.add(t, forMode: .default) \(x)"#
        /* RunLoop.main.add(timer, forMode: .default) /* nested */ */
        """#),
  ]

  static let selector: [LintFixture] = [
    LintFixture(
      name: "weak proxy target", id: "timer_selector_retains_target",
      code: #"""
        final class A: NSObject {
          var timer: Timer?
          func start() {
            timer = Timer.scheduledTimer(timeInterval: 1, target: WeakProxy(self), selector: #selector(tick), userInfo: nil, repeats: true)
            link = CADisplayLink(target: proxy, selector: #selector(step))
          }
        }
        """#),
    LintFixture(
      name: "repeats: false", id: "timer_selector_retains_target",
      code: #"""
        final class A: NSObject {
          func start() {
            Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
          }
        }
        """#),
    LintFixture(
      name: "invalidated in viewWillDisappear", id: "timer_selector_retains_target",
      code: #"""
        final class VC: UIViewController {
          var timer: Timer?
          override func viewDidAppear(_ animated: Bool) {
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
          }
          override func viewWillDisappear(_ animated: Bool) { timer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "display link stopped in didMoveToWindow with nil", id: "timer_selector_retains_target",
      code: #"""
        final class V: UIView {
          var link: CADisplayLink?
          override func didMoveToWindow() {
            if window == nil { link?.invalidate(); return }
            link = CADisplayLink(target: self, selector: #selector(step))
          }
        }
        """#),
    LintFixture(
      name: "invalidated only in deinit still fires", id: "timer_selector_retains_target",
      code: #"""
        final class A: UIView {
          var timer: Timer?
          func start() {
            timer = ↓Timer(fireAt: Date(), interval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            timer = ↓Timer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            RunLoop.main.add(timer!, forMode: .common)
          }
          deinit { timer?.invalidate() }
        }
        """#),
  ]
}

/// Severity overrides a rule makes on its own.
@Suite struct RuleSeverityTests {
  /// A worker thread that runs its own run loop fires the timer: parked on purpose, not reported.
  @Test func aParkedWorkerThreadIsNotReported() {
    let code = #"""
      func start() {
        DispatchQueue.global().async {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          RunLoop.current.run()
        }
        DispatchQueue.global().async {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        }
      }
      """#
    let findings = LintHarness.findings(code).filter { $0.id == "timer_background_thread" }
    #expect(findings.map(\.line) == [7])
    #expect(findings.map(\.severity) == [.warning])
  }
}
