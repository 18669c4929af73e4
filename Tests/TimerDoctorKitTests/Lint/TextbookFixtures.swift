import Testing

@testable import TimerDoctorKit

/// The classic timer examples, written for this suite: each "bad" one names the finding a
/// default run must make (rule, severity and a phrase of its message), each "good" one must stay
/// silent under every rule.
enum TextbookFixtures {
  /// A textbook example and what a default run reports on it.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var code: String
    /// `(rule, severity, phrase of the message)`; empty: nothing at all is reported.
    var expected: [Expected] = []

    var testDescription: String { name }
  }

  struct Expected: Sendable, Equatable {
    var rule: String
    var severity: Severity
    var phrase: String
  }

  static let bad: [Case] = [
    Case(
      name: "a repeating scheduledTimer in .default mode updates a label in a view controller",
      code: """
        import UIKit
        final class CountdownViewController: UIViewController {
          private let label = UILabel()
          private var timer: Timer?
          private var remaining = 60
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            timer?.invalidate()
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
              self?.remaining -= 1
            }
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            timer?.invalidate()
          }
        }
        """,
      expected: [
        .init(rule: "timer_runloop_default_mode", severity: .warning, phrase: "runs only in .default mode")
      ]),
    Case(
      name: "RunLoop.main.add(t, forMode: .default) of a 30 s poll in a service",
      code: """
        import Foundation
        final class FeedPoller {
          private var timer: Timer?
          func start() {
            guard timer == nil else { return }
            let timer = Timer(timeInterval: 30, repeats: true) { [weak self] _ in self?.poll() }
            RunLoop.main.add(timer, forMode: .default)
            self.timer = timer
          }
          func stop() { timer?.invalidate(); timer = nil }
          private func poll() {}
        }
        """,
      expected: [
        .init(rule: "timer_runloop_default_mode", severity: .info, phrase: "runs only in .default mode")
      ]),
    Case(
      name: "Timer.publish(in: .default) counting down in an ObservableObject",
      code: """
        import Combine
        import Foundation
        final class CountdownModel: ObservableObject {
          @Published var remaining = 60
          private var ticks: AnyCancellable?
          func start() {
            ticks = Timer.publish(every: 1, on: .main, in: .default).autoconnect().sink { [weak self] _ in
              self?.remaining -= 1
            }
          }
          func stop() { ticks?.cancel(); ticks = nil }
        }
        """,
      expected: [
        .init(rule: "timer_runloop_default_mode", severity: .warning, phrase: "runs only in .default mode")
      ]),
    Case(
      name: "a display link added for .default mode in a view: an animation that pauses, info",
      code: """
        import UIKit
        final class SpinnerView: UIView {
          private var link: CADisplayLink?
          func start() {
            link?.invalidate()
            let link = CADisplayLink(target: WeakProxy(self), selector: #selector(step))
            link.add(to: .main, forMode: .default)
            self.link = link
          }
          func stop() { link?.invalidate(); link = nil }
          @objc private func step() { setNeedsDisplay() }
        }
        """,
      expected: [
        .init(rule: "timer_runloop_default_mode", severity: .info, phrase: "runs only in .default mode")
      ]),
    Case(
      name: "makeTimerSource(queue: DispatchQueue.global())",
      code: """
        import Foundation
        final class Heartbeat {
          private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
          init() {
            timer.schedule(deadline: .now(), repeating: 1)
            timer.setEventHandler { print("beat") }
            timer.resume()
          }
          deinit { timer.cancel() }
        }
        """,
      expected: [.init(rule: "timer_global_queue", severity: .info, phrase: "on a concurrent queue")]),
    Case(
      name: "a global-queue handler writes a counter that other code resets",
      code: """
        import Foundation
        final class Sampler {
          private var timer: DispatchSourceTimer?
          private var count = 0
          func start() {
            let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
            timer.schedule(deadline: .now(), repeating: .milliseconds(100))
            timer.setEventHandler { [weak self] in self?.count += 1 }
            timer.resume()
            self.timer = timer
          }
          func reset() { count = 0 }
          deinit { timer?.cancel() }
        }
        """,
      expected: [.init(rule: "timer_global_queue", severity: .warning, phrase: "on a concurrent queue")]),
    Case(
      name: "makeTimerSource() with no queue",
      code: """
        import Foundation
        final class Ticker {
          private let timer = DispatchSource.makeTimerSource()
          init() {
            timer.schedule(deadline: .now(), repeating: 1)
            timer.setEventHandler { print("tick") }
            timer.resume()
          }
          deinit { timer.cancel() }
        }
        """,
      expected: [.init(rule: "timer_global_queue", severity: .info, phrase: "without a queue")]),
    Case(
      name: "a force-unwrapped timer! after stop() sets it nil",
      code: """
        import Foundation
        final class Metronome {
          private var timer: Timer?
          func start() {
            let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] _ in self?.click() }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
          }
          func stop() {
            timer?.invalidate()
            timer = nil
          }
          func tap() {
            timer!.fire()
          }
          private func click() {}
        }
        """,
      expected: [
        .init(rule: "timer_force_unwrap", severity: .warning, phrase: "force-unwrapped timer crashes")
      ]),
    Case(
      name: "a typing timer reassigned on every keystroke",
      code: """
        import UIKit
        final class ComposeViewController: UIViewController {
          private var typing: Timer?
          func textViewDidChange(_ textView: UITextView) {
            typing = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
              self?.sendStoppedTyping()
            }
          }
          private func sendStoppedTyping() {}
        }
        """,
      expected: [
        .init(
          rule: "timer_replaced_without_invalidate", severity: .warning,
          phrase: "one-shot timer property reassigned")
      ]),
    Case(
      name: "suspend() twice then released",
      code: """
        import Foundation
        final class Sync {
          private var timer: DispatchSourceTimer?
          func start() {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { print("sync") }
            timer.resume()
            self.timer = timer
          }
          func shutDown() {
            timer?.suspend()
            timer?.suspend()
            timer?.resume()
            timer?.cancel()
            timer = nil
          }
        }
        """,
      expected: [
        .init(rule: "timer_release_while_suspended", severity: .error, phrase: "released while suspended")
      ]),
    Case(
      name: "cancel() then resume() on a timer nothing suspends",
      code: """
        import Foundation
        final class Poll {
          private var timer: DispatchSourceTimer?
          func start() {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.setEventHandler { print("poll") }
            timer.resume()
            self.timer = timer
          }
          func stop() {
            timer?.cancel()
            timer?.resume()
          }
        }
        """,
      expected: [.init(rule: "timer_over_resume", severity: .error, phrase: "resume() after cancel()")]),
    Case(
      name: "resume() twice in a row",
      code: """
        import Foundation
        func startTwice() -> DispatchSourceTimer {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          timer.resume()
          timer.resume()
          return timer
        }
        """,
      expected: [.init(rule: "timer_over_resume", severity: .error, phrase: "already running")]),
    Case(
      name: "a selector timer whose target is the view controller, invalidated only in deinit",
      code: """
        import UIKit
        final class ClockViewController: UIViewController {
          private var timer: Timer?
          override func viewDidLoad() {
            super.viewDidLoad()
            timer = Timer.scheduledTimer(
              timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            RunLoop.main.add(timer!, forMode: .common)
          }
          @objc private func tick() {}
          deinit { timer?.invalidate() }
        }
        """,
      expected: [
        .init(rule: "timer_selector_retains_target", severity: .warning, phrase: "deinit never runs")
      ]),
    Case(
      name: "a repeating block that captures self strongly in a view",
      code: """
        import UIKit
        final class PulseView: UIView {
          private var timer: Timer?
          func start() {
            let timer = Timer(timeInterval: 0.5, repeats: true) { _ in
              self.alpha = self.alpha == 1 ? 0.5 : 1
            }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
          }
          deinit { timer?.invalidate() }
        }
        """,
      expected: [
        .init(rule: "timer_handler_strong_self", severity: .warning, phrase: "captures self strongly")
      ]),
    Case(
      name: "Timer.scheduledTimer inside DispatchQueue.global().async",
      code: """
        import Foundation
        final class Uploader {
          func scheduleRetry() {
            DispatchQueue.global().async {
              Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in print("retry") }
            }
          }
        }
        """,
      expected: [.init(rule: "timer_background_thread", severity: .warning, phrase: "never fires")]),
    Case(
      name: "a DispatchSourceTimer held only in a local",
      code: """
        import Foundation
        final class Refresher {
          func start() {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now(), repeating: 60)
            timer.setEventHandler { print("refresh") }
            timer.resume()
          }
        }
        """,
      expected: [
        .init(rule: "timer_local_dispatch_source", severity: .warning, phrase: "held only in a local")
      ]),
    Case(
      name: "a timer source never resumed",
      code: """
        import Foundation
        final class Cleaner {
          private let timer = DispatchSource.makeTimerSource(queue: .main)
          init() {
            timer.schedule(deadline: .now(), repeating: 60)
            timer.setEventHandler { print("clean") }
          }
        }
        """,
      expected: [.init(rule: "timer_never_activated", severity: .error, phrase: "never activated")]),
    Case(
      name: "a Timer(...) made with an initializer and never added to a run loop",
      code: """
        import Foundation
        final class AutoSave {
          private var timer: Timer?
          func start() {
            timer = Timer(timeInterval: 30, repeats: true) { [weak self] _ in self?.save() }
          }
          func stop() { timer?.invalidate(); timer = nil }
          private func save() {}
        }
        """,
      expected: [
        .init(rule: "timer_never_scheduled", severity: .warning, phrase: "never added to a run loop")
      ]),
    Case(
      name: "a view's repeating timer that nothing invalidates",
      code: """
        import UIKit
        final class BlinkingCursorView: UIView {
          private var timer: Timer?
          func start() {
            let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] _ in self?.isHidden.toggle() }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
          }
        }
        """,
      expected: [.init(rule: "timer_never_invalidated", severity: .warning, phrase: "never invalidated")]),
  ]

  static let good: [Case] = [
    Case(
      name: "a block timer in .common mode with [weak self], stopped in stop()",
      code: """
        import UIKit
        final class CountdownViewController: UIViewController {
          private let label = UILabel()
          private var timer: Timer?
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard timer == nil else { return }
            let timer = Timer(timeInterval: 1, repeats: true) { [weak self] _ in self?.label.text = "tick" }
            RunLoop.main.add(timer, forMode: .common)
            self.timer = timer
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            timer?.invalidate()
            timer = nil
          }
        }
        """),
    Case(
      name: "a dispatch timer on a serial queue that resumes before cancel when suspended",
      code: """
        import Foundation
        final class RepeatingTimer {
          private let queue = DispatchQueue(label: "com.example.repeating")
          private let timer: DispatchSourceTimer
          private var isSuspended = true
          init() {
            timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + 1, repeating: 1)
            timer.setEventHandler { print("tick") }
          }
          func resume() {
            guard isSuspended else { return }
            isSuspended = false
            timer.resume()
          }
          func suspend() {
            guard !isSuspended else { return }
            isSuspended = true
            timer.suspend()
          }
          deinit {
            timer.setEventHandler {}
            timer.cancel()
            if isSuspended { timer.resume() }
          }
        }
        """),
    Case(
      name: "Timer.publish in .common mode with a weak sink, cancelled in stop()",
      code: """
        import Combine
        import Foundation
        final class CountdownModel: ObservableObject {
          @Published var remaining = 60
          private var ticks: AnyCancellable?
          func start() {
            ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
              self?.remaining -= 1
            }
          }
          func stop() { ticks?.cancel(); ticks = nil }
        }
        """),
    Case(
      name: "a display link with a weak proxy in .common mode, invalidated when the view leaves its window",
      code: """
        import UIKit
        final class SpinnerView: UIView {
          private var link: CADisplayLink?
          override func didMoveToWindow() {
            super.didMoveToWindow()
            link?.invalidate()
            link = nil
            guard window != nil else { return }
            let link = CADisplayLink(target: WeakProxy(self), selector: #selector(step))
            link.add(to: .main, forMode: .common)
            self.link = link
          }
          @objc private func step() { setNeedsDisplay() }
        }
        """),
    Case(
      name: "a debounce that invalidates the pending timer before it replaces it",
      code: """
        import UIKit
        final class SearchViewController: UIViewController {
          private var debounce: Timer?
          func textDidChange(_ text: String) {
            debounce?.invalidate()
            debounce = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in
              self?.search(text)
            }
          }
          private func search(_ text: String) {}
        }
        """),
  ]
}
