import Testing

@testable import TimerDoctorKit

/// Shapes from the judged rounds of the evidence-graded lint (issue 20), written for this suite:
/// each fixture reproduces a finding a reviewer found false, and fails on the build before its fix.
/// No marker: the rule must report nothing at any severity.
@Suite struct JudgedRoundTests {
  @Test(arguments: JudgedRoundFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }

  /// A static method's block holds the type, not an instance: no strong-self hit, not even one
  /// that another rule's finding absorbs as "same root cause".
  @Test func aStaticMethodsBlockCapturesNoInstance() {
    let code = """
      import Foundation
      final class Heartbeat {
        static func start() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.beat() }
        }
        static func beat() {}
      }
      """
    let findings = LintHarness.findings(code)
    #expect(findings.contains { $0.id == "timer_never_invalidated" })
    let mentions = findings.flatMap { [$0.id] + ($0.notes ?? []).map(\.message) }
    #expect(!mentions.contains { $0.contains("timer_handler_strong_self") }, "\(mentions)")
  }

  /// A type split by `#if os(...)` over two files declares `displayLink` per platform: the macOS
  /// file's `CVDisplayLink?` is no timer, whatever the iOS file's `CADisplayLink?` is.
  @Test func aPropertyThisFileDeclaresAsNoTimerIsNoTimerHere() {
    let iOS = Array(
      """
      #if os(iOS)
      final class FrameClock {
        private var displayLink: CADisplayLink?
        func start() { displayLink = CADisplayLink(target: self, selector: #selector(tick)); displayLink?.add(to: .main, forMode: .common) }
        func stop() { displayLink?.invalidate(); displayLink = nil }
        @objc func tick() {}
      }
      #endif
      """.utf8)
    let macOS = Array(
      """
      #if os(macOS)
      final class FrameClock {
        private var displayLink: CVDisplayLink?
        func start() {
          guard CVDisplayLinkCreateWithActiveCGDisplays(&displayLink) == kCVReturnSuccess else { return }
          CVDisplayLinkStart(displayLink!)
        }
      }
      #endif
      """.utf8)
    let findings = LintHarness.linter.lint(files: [
      ("FrameClock_iOS.swift", iOS), ("FrameClock_macOS.swift", macOS),
    ])
    #expect(!findings.contains { $0.id == "timer_force_unwrap" }, "\(findings.map(\.id))")
  }
}

enum JudgedRoundFixtures {
  static let all: [LintFixture] = [
    LintFixture(
      name: "a helper tool that runs its own run loop and starts no app event loop never tracks",
      id: "timer_runloop_default_mode",
      code: #"""
        import Foundation
        import AppKit
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
      name: "a timer scheduled in an async method of a service runs on a pool thread, not the main run loop",
      id: "timer_runloop_default_mode",
      code: #"""
        import Foundation
        final class StatusObserver: ObservableObject {
          private var timer: Timer?
          func observe() async {
            timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in print("status") }
          }
          func stop() { timer?.invalidate(); timer = nil }
        }
        """#, counts: .info),
    LintFixture(
      name: "a repeating timer whose block stops it when its run ends is no warning when replaced",
      id: "timer_replaced_without_invalidate",
      code: #"""
        import UIKit
        final class ProvisioningViewController: UIViewController {
          private var timer: Timer?
          private var inProgress = true
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
              if self?.inProgress == false { timer.invalidate() }
            }
          }
        }
        """#),
    LintFixture(
      name: "viewWillAppear replaces a timer that viewWillDisappear invalidates: no old timer is alive",
      id: "timer_replaced_without_invalidate",
      code: #"""
        import AppKit
        final class WelcomeViewController: NSViewController {
          private var checker: Timer?
          override func viewWillAppear() {
            super.viewWillAppear()
            checker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.check() }
          }
          override func viewWillDisappear() {
            super.viewWillDisappear()
            checker?.invalidate()
          }
          private func check() {}
        }
        """#),
    LintFixture(
      name: "an isValid check on the old timer guards its replacement",
      id: "timer_replaced_without_invalidate",
      code: #"""
        import Foundation
        final class Poller {
          private var timer: Timer?
          func start() {
            if let old = timer, old.isValid { return }
            timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.poll() }
          }
          func stop() { timer?.invalidate() }
          private func poll() {}
        }
        """#, counts: .info),
    LintFixture(
      name: "a block in a static method holds the type, not an instance",
      id: "timer_handler_strong_self",
      code: #"""
        import Foundation
        final class Heartbeat {
          static var timer: Timer?
          static func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.beat() }
          }
          static func beat() {}
          deinit { Heartbeat.timer?.invalidate() }
        }
        """#, counts: .info),
    LintFixture(
      name: "a generic parameter's constraint is not the superclass",
      id: "timer_runloop_default_mode",
      code: #"""
        import Foundation
        final class Meter<Content: BadgeView>: NSObject {
          private var timer: Timer?
          private var count = 0
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.count += 1 }
          }
          func stop() { timer?.invalidate(); timer = nil }
        }
        """#),
    LintFixture(
      name: "a didSet of another property that invalidates the timer is a stop",
      id: "timer_never_invalidated",
      code: #"""
        import Foundation
        final class Dashboard {
          private var refresh: Timer?
          var isEditing = false {
            didSet {
              refresh?.invalidate()
              refresh = nil
            }
          }
          func start() {
            refresh = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in print("refresh") }
          }
        }
        """#, counts: .info),
    LintFixture(
      name: "property observers that call the starter are no evidence it runs twice",
      id: "timer_replaced_without_invalidate",
      code: #"""
        import Foundation
        final class CountdownManager: NSObject {
          private var timer: Timer?
          var provider = 0 { didSet { startTimer() } }
          var session = 0 { willSet { startTimer() } }
          func startTimer() {
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.tick() }
          }
          func stop() { timer?.invalidate() }
          private func tick() {}
        }
        """#),
    LintFixture(
      name: "a display link taken off its run loop with remove(from:forMode:) is stopped",
      id: "timer_never_invalidated",
      code: #"""
        import UIKit
        final class ProgressRunner: UIView {
          private var link: CADisplayLink?
          func start() {
            let link = CADisplayLink(target: WeakProxy(self), selector: #selector(step))
            link.add(to: .main, forMode: .common)
            self.link = link
          }
          func stop() {
            link?.remove(from: .main, forMode: .common)
            link = nil
          }
          @objc private func step() {}
        }
        """#, counts: .info),
    LintFixture(
      name: "a step counter faster than a clock is an animation, which only pauses",
      id: "timer_runloop_default_mode",
      code: #"""
        import UIKit
        final class TypingDotsView: UIView {
          private var step = 0
          func animate() {
            Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { [weak self] timer in
              guard let self, self.step < 30 else { return timer.invalidate() }
              self.step += 1
            }
          }
        }
        """#),
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
