import Testing

@testable import TimerDoctorKit

/// The shapes real code showed (issue "findings a team keeps on"): each fixture is our own code in
/// a shape seen in open-source repositories, and each failed on the linter before the module facts.
@Suite struct LintPrecisionTests {
  @Test(arguments: LintPrecisionFixtures.singleFile) func singleFile(_ fixture: LintFixture) {
    fixture.verify()
  }

  /// Findings of `id` per file when `files` are linted together as one module.
  static func positions(_ files: [(String, String)], id: String) -> [String: [String]] {
    let findings = LintHarness.linter.lint(files: files.map { ($0.0, Array($0.1.utf8)) })
    return Dictionary(grouping: findings.filter { $0.id == id }, by: \.file).mapValues {
      $0.map { "\($0.line ?? 0):\($0.column ?? 0)" }.sorted()
    }
  }

  @Test func anObserverInAnotherFileStopsTheOldTimer() {
    let model = """
      final class Poller: UIView {
        var poll: Timer? {
          willSet { stopPolling() }
        }
        func start() {
          poll = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.tick() }
        }
        func tick() {}
      }
      """
    let extensionFile = """
      extension Poller {
        func stopPolling() { poll?.invalidate() }
      }
      """
    #expect(
      Self.positions(
        [("Poller.swift", model), ("Poller+Stop.swift", extensionFile)],
        id: "timer_replaced_without_invalidate"
      ).isEmpty)
    #expect(
      Self.positions(
        [("Poller.swift", model), ("Poller+Stop.swift", extensionFile)], id: "timer_never_invalidated"
      ).isEmpty)
    // Positive control: without the other file nothing stops the timer.
    #expect(
      Self.positions([("Poller.swift", model)], id: "timer_never_invalidated") == ["Poller.swift": ["6:18"]])
  }

  @Test func oneRootCauseIsOneFindingWithTheOthersAsEvidence() {
    let code = """
      final class TickerView: UIView {
        var heartbeat: Timer?
        override func didMoveToWindow() {
          heartbeat = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(beat), userInfo: nil, repeats: true)
        }
        @objc func beat() {}
      }
      """
    let findings = LintHarness.findings(code)
    #expect(findings.map(\.id) == ["timer_selector_retains_target"])
    let notes = findings.first?.notes?.map(\.message) ?? []
    #expect(notes.contains("same root cause also matches timer_never_invalidated"))
    #expect(notes.contains("same root cause also matches timer_runloop_default_mode"))
    #expect(notes.contains("stored in `self.heartbeat`"))
  }

  @Test func aTypedPropertyWithAnInitialiserIsRecognised() {
    let code = """
      final class Ticker {
        private var timer: DispatchSourceTimer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tick"))
        init() {
          timer.schedule(deadline: .now(), repeating: 1)
          timer.setEventHandler { [weak self] in self?.tick() }
          timer.resume()
        }
        func tick() {}
        deinit { timer.cancel() }
      }
      """
    #expect(LintHarness.findings(code).isEmpty)
  }

  @Test func theNoQueueFormIsInfoWithTheRealMechanism() {
    let findings = LintHarness.findings("let t = DispatchSource.makeTimerSource()\n")
      .filter { $0.id == "timer_global_queue" }
    #expect(findings.map(\.severity) == [.info])
    #expect(findings.first?.message.contains("overlapping") == false)
    #expect(findings.first?.message.contains("worker thread") == true)
  }
}

enum LintPrecisionFixtures {
  static let singleFile: [LintFixture] = [
    LintFixture(
      name: "1. a wrapper class named timer is not a DispatchSourceTimer", id: "timer_force_unwrap",
      code: #"""
        final class Owner {
          var timer: RepeatingTimer? = RepeatingTimer(interval: 1)
          func start() -> RepeatingTimer {
            timer?.resume()
            return timer!
          }
        }
        """#),
    LintFixture(
      name: "1. a wrapper class named timer is not over-resumed", id: "timer_over_resume",
      code: #"""
        final class Owner {
          let timer = RepeatingTimer(interval: 1)
          func start() {
            timer.resume()
            timer.resume()
          }
        }
        """#),
    LintFixture(
      name: "1. a typed property with an initialiser is activated in init", id: "timer_never_activated",
      code: #"""
        final class Ticker {
          private var timer: DispatchSourceTimer = DispatchSource.makeTimerSource()
          init() { timer.resume() }
        }
        """#),
    LintFixture(
      name: "2. another object's timer invalidated does not stop this one",
      id: "timer_selector_retains_target",
      code: #"""
        final class TabView: UIView {
          var heartbeat: Timer?
          var tab: TabView?
          func start() {
            heartbeat = ↓Timer(timeInterval: 1, target: self, selector: #selector(beat), userInfo: nil, repeats: true)
            RunLoop.main.add(heartbeat!, forMode: .common)
          }
          func reset() { tab?.otherTimer?.invalidate() }
          @objc func beat() {}
        }
        """#),
    LintFixture(
      name: "3. a stored closure passed as handler captures nothing", id: "timer_handler_strong_self",
      code: #"""
        final class Clock {
          let block: (Timer) -> Void
          let source = DispatchSource.makeTimerSource(queue: .main)
          init(block: @escaping (Timer) -> Void) { self.block = block }
          func start() {
            _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: self.block)
            source.setEventHandler(handler: self.tickHandler)
          }
          let tickHandler: () -> Void = {}
        }
        """#),
    LintFixture(
      name: "3. a capture-list initialiser is not a strong self", id: "timer_handler_strong_self",
      code: #"""
        final class Animator {
          var timer: Timer?
          let loop = RenderLoop()
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [loop = self.loop] _ in loop.step() }
          }
          deinit { timer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "4. setEventHandler on a file-system source is not a timer handler",
      id: "timer_handler_strong_self",
      code: #"""
        final class Watcher {
          let timer = DispatchSource.makeTimerSource(queue: .main)
          let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: 3, eventMask: .write, queue: .main)
          func start() {
            source.setEventHandler { self.reload() }
            NotificationCenter.default.publisher(for: .changed).sink { _ in self.reload() }
          }
          func reload() {}
        }
        """#),
    LintFixture(
      name: "5. a one-shot timer is released when it fires", id: "timer_handler_strong_self",
      code: #"""
        final class Toast {
          var timer: Timer?
          func show() {
            timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in self.hide() }
          }
          func hide() {}
        }
        """#),
    LintFixture(
      name: "5. a one-shot timer in default mode only fires late", id: "timer_runloop_default_mode",
      code: #"""
        final class ToastView: UIView {
          func show() {
            Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in self?.removeFromSuperview() }
          }
        }
        """#),
    LintFixture(
      name: "6. default mode outside scrolling UI (server, menu-bar item, test)",
      id: "timer_runloop_default_mode",
      code: #"""
        final class MetricsFlusher {
          var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in } }
          func stop() { timer?.invalidate() }
        }
        final class StatusBarController: NSObject {
          var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          func stop() { timer?.invalidate() }
        }
        final class PollerTests: XCTestCase {
          func testPoll() { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { $0.invalidate() } }
        }
        """#),
    LintFixture(
      name: "6. a repeating timer in a view controller subclass is reported",
      id: "timer_runloop_default_mode",
      code: #"""
        class BaseViewController: UIViewController {}
        final class FeedViewController: BaseViewController {
          var timer: Timer?
          func start() { timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.reload() } }
          func stop() { timer?.invalidate() }
          func reload() {}
        }
        """#, counts: .info),
    LintFixture(
      name: "7. guards through a computed property, a helper and set-up code",
      id: "timer_replaced_without_invalidate",
      code: #"""
        final class Recorder {
          var timer: Timer?
          var isRunning: Bool { timer != nil }
          init() { timer = Timer(timeInterval: 1, repeats: true) { _ in } }
          func start() {
            if isRunning { return }
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          }
          func restart() {
            stopTimer()
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          }
          func stopTimer() { timer?.invalidate() }
        }
        final class PlayerView: UIView {
          var link: CADisplayLink?
          override func awakeFromNib() {
            super.awakeFromNib()
            link = CADisplayLink(target: WeakProxy(self), selector: #selector(step))
          }
          func stop() { link?.invalidate() }
          @objc func step() {}
        }
        """#),
    LintFixture(
      name: "8. timer! right after a nil check or an assignment", id: "timer_force_unwrap",
      code: #"""
        final class Game {
          var timer: Timer?
          func start() {
            guard timer == nil else { return }
            timer = Timer(timeInterval: 1, repeats: true) { _ in }
            RunLoop.main.add(timer!, forMode: .common)
          }
          func stop() {
            timer↓!.invalidate()
          }
        }
        """#, counts: .info),
    LintFixture(
      name: "8. an implicitly unwrapped declaration is the opt-in rule", id: "timer_force_unwrap",
      code: #"""
        final class Game {
          var timer: Timer!
        }
        """#),
    LintFixture(
      name: "miss: a display link stored and never invalidated", id: "timer_selector_retains_target",
      code: #"""
        final class MeterView: UIView {
          var displayLink: CADisplayLink?
          func start() {
            displayLink = ↓CADisplayLink(target: self, selector: #selector(step))
            displayLink?.add(to: .main, forMode: .common)
          }
          @objc func step() {}
        }
        """#),
    LintFixture(
      name: "miss: a repeating timer whose result is discarded", id: "timer_never_invalidated",
      code: #"""
        final class HeartbeatView: UIView {
          func start() {
            Timer.↓scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.ping() }
            _ = Timer.↓scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.ping() }
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in if self.done { timer.invalidate() } }
          }
          func ping() {}
        }
        """#),
    LintFixture(
      name: "held-out: a factory-made source per call is resumed once, not over-resumed",
      id: "timer_over_resume",
      code: #"""
        final class ConstraintsProvider {
          private var refreshTimer: DispatchSourceTimer? {
            willSet { refreshTimer?.cancel() }
          }
          func setUpRefresh(every seconds: Int) {
            refreshTimer = Self.makeRepeatingTimer(seconds) { }
            refreshTimer?.resume()
          }
          static func makeRepeatingTimer(_ seconds: Int, _ handler: @escaping () -> Void) -> DispatchSourceTimer {
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now(), repeating: .seconds(seconds))
            timer.setEventHandler(handler: handler)
            return timer
          }
        }
        final class Restarter {
          private var source: DispatchSourceTimer?
          func restart() {
            source?.↓resume()
          }
        }
        """#),
    LintFixture(
      name: "held-out: `if let timer = timer` binds only its block, and stopping through it stops the timer",
      id: "timer_handler_strong_self",
      code: #"""
        final class CredentialChecker {
          var timer: Timer?
          func start() {
            if let timer = timer, timer.isValid { return }
            timer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in self.check() }
          }
          func stop() {
            if let timer = timer, timer.isValid { timer.invalidate() }
          }
          func check() {}
        }
        final class Ticker {
          var timer: Timer?
          func start() {
            if let timer = timer, timer.isValid { return }
            timer = Timer.↓scheduledTimer(withTimeInterval: 30, repeats: true) { _ in self.tick() }
          }
          func tick() {}
          deinit { timer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "held-out: an observer that invalidates the old value leaves the last one running",
      id: "timer_selector_retains_target",
      code: #"""
        final class RepaintViewController: UIViewController {
          private var displayLink: CADisplayLink! {
            didSet { oldValue?.invalidate() }
          }
          deinit { displayLink?.invalidate() }
          func startRepainting() {
            displayLink = ↓CADisplayLink(target: self, selector: #selector(repaint))
            displayLink.add(to: .main, forMode: .common)
          }
          @objc func repaint() {}
        }
        final class StoppableViewController: UIViewController {
          private var displayLink: CADisplayLink? {
            didSet { oldValue?.invalidate() }
          }
          deinit { displayLink?.invalidate() }
          func start() {
            displayLink = CADisplayLink(target: self, selector: #selector(repaint))
            displayLink?.add(to: .main, forMode: .common)
          }
          func stop() { displayLink = nil }
          @objc func repaint() {}
        }
        """#),
    LintFixture(
      name:
        "held-out: an object the app delegate holds lives with the app; a handler that cancels its source ends the cycle",
      id: "timer_handler_strong_self",
      code: #"""
        final class AppDelegate: NSObject, NSApplicationDelegate {
          static let updater = Updater()
        }
        final class Updater {
          var check: AnyCancellable?
          init() {
            check = Timer.publish(every: 21600, on: .main, in: .common).autoconnect().sink { _ in self.fetch() }
          }
          func fetch() {}
        }
        final class Downloads {
          var timer: DispatchSourceTimer?
          var pending = 3
          func waitForAll() {
            timer = DispatchSource.makeTimerSource(queue: .main)
            timer?.setEventHandler {
              if self.pending == 0 {
                self.timer?.cancel()
                self.timer = nil
              }
            }
            timer?.resume()
          }
        }
        final class FeedView: UIView {
          var check: AnyCancellable?
          init() {
            check = Timer.publish(every: 60, on: .main, in: .common).autoconnect().↓sink { _ in self.fetch() }
          }
          func fetch() {}
        }
        """#),
    LintFixture(
      name: "held-out: a timer paused with fireDate is managed, not left running",
      id: "timer_never_invalidated",
      code: #"""
        final class ScrubberView: UIView {
          var repeatTimer: Timer?
          func pressBegan() {
            repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.step() }
          }
          func pressEnded() { repeatTimer?.fireDate = .distantFuture }
          func step() {}
        }
        """#),
    LintFixture(
      name: "held-out: a discarded timer is no property named `_`", id: "timer_replaced_without_invalidate",
      code: #"""
        final class RouteAnimator {
          func start() {
            _ = Timer.scheduledTimer(withTimeInterval: 0.02, repeats: true) { timer in timer.invalidate() }
          }
        }
        """#),
    LintFixture(
      name: "miss: a timer made with an initializer and never added to a run loop",
      id: "timer_never_scheduled",
      code: #"""
        extension BrowserController {
          private static var syncTimer: Timer?
          func syncFolders() {
            BrowserController.syncTimer?.invalidate()
            BrowserController.syncTimer = ↓Timer(fire: Date(), interval: 3600, repeats: true) { _ in }
          }
        }
        final class Player {
          private var countdown: Timer?
          private var watchdog: Timer?
          func wait(seconds: TimeInterval, completion: @escaping () -> Void) {
            countdown?.invalidate()
            countdown = ↓Timer(timeInterval: seconds, repeats: false) { _ in completion() }
            watchdog = Timer(timeInterval: seconds, repeats: false) { _ in completion() }
            schedule(watchdog)
          }
          func schedule(_ timer: Timer?) {}
        }
        """#),
  ]
}
