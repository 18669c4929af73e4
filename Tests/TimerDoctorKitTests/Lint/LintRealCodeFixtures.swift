import Testing

@testable import TimerDoctorKit

/// The second round of shapes from the real-code evaluation: wrong findings of the two-pass build.
/// Each fixture is our own code in a shape seen in open-source repositories.
@Suite struct LintRealCodeTests {
  @Test(arguments: LintRealCodeFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }

  /// Every anti-pattern is on by default; opt-in are only the style rule `timer_implicitly_unwrapped`
  /// and `timer_sleep_loop_extra_pass`, whose one extra pass is harmless in most loops.
  @Test func onlyTheStyleAndExtraPassRulesAreOptIn() throws {
    let catalog = try Catalog.embedded()
    let optIn = catalog.lintRules.filter(\.optIn).map(\.id)
    #expect(optIn == ["timer_implicitly_unwrapped", "timer_sleep_loop_extra_pass"])
  }
}

enum LintRealCodeFixtures {
  static let all: [LintFixture] = [
    LintFixture(
      name: "a local declared in an if block does not hide the property in the else block",
      id: "timer_never_invalidated",
      code: #"""
        final class BadgeView: UIView {
          private var timer: Timer?
          func toggle(on: Bool) {
            if on {
              let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
              self.timer = timer
            } else {
              timer?.invalidate()
              timer = nil
            }
          }
          func tick() {}
        }
        """#),
    LintFixture(
      name: "a view's stored timer with a weak handler that nothing stops is reported",
      id: "timer_never_invalidated",
      code: #"""
        final class ClockView: UIView {
          private var timer: Timer?
          func start() {
            timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
          }
          func tick() {}
        }
        """#),
    LintFixture(
      name: "a service's stored timer with a weak handler may live with its owner",
      id: "timer_never_invalidated",
      code: #"""
        final class FeedRefresher: NSObject {
          private var timer: Timer?
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in self?.refresh() }
          }
          func refresh() {}
        }
        """#),
    LintFixture(
      name: "a sink on a chain that starts after a Timer.publish statement is not a timer's",
      id: "timer_handler_strong_self",
      code: #"""
        final class FilterService {
          var bag = Set<AnyCancellable>()
          var filters: [String] = []
          init(api: API) {
            Timer.publish(every: 300, on: .main, in: .common)
              .autoconnect()
              .map { _ in }
              .subscribe(trigger)
              .store(in: &bag)
            Publishers.CombineLatest(api.accounts, trigger)
              .flatMap { _ in api.filters() }
              .sink { result in
                self.filters = result
              }
              .store(in: &bag)
          }
        }
        """#),
    LintFixture(
      name: "a timer publisher's own sink still captures self",
      id: "timer_handler_strong_self",
      code: #"""
        final class Clock {
          var bag = Set<AnyCancellable>()
          var now = Date()
          init() {
            Timer.publish(every: 1, on: .main, in: .common)
              .autoconnect()
              .↓sink { date in
                self.now = date
              }
              .store(in: &bag)
          }
        }
        """#, counts: .info),
    LintFixture(
      name: "a local timer handed to the cancellable that stops it",
      id: "timer_handler_strong_self",
      code: #"""
        final class TickPublisher {
          func connect() -> Cancellable {
            let timer = Timer(timeInterval: 1, repeats: true, block: fire)
            RunLoop.main.add(timer, forMode: .common)
            return TimerCancellable(timer: timer)
          }
          private func fire(_ timer: Timer) {}
        }
        """#),
    LintFixture(
      name: "a local timer invalidated in a completion closure of the same function",
      id: "timer_handler_strong_self",
      code: #"""
        final class SyncCoordinator {
          var attempts = 0
          func sync() {
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
              self.attempts += 1
            }
            upload().done { timer.invalidate() }
          }
        }
        """#),
    LintFixture(
      name:
        "a local repeating timer that nothing stops, in a plain class, is silent: nothing says the owner should go (held-out corpus 4: a memory monitor made once)",
      id: "timer_handler_strong_self",
      code: #"""
        final class SyncCoordinator {
          var attempts = 0
          func sync() {
            let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
              self.attempts += 1
            }
            timer.tolerance = 0.1
          }
        }
        """#),
    LintFixture(
      name: "an app delegate's repeating timer lives with the app",
      id: "timer_handler_strong_self",
      code: #"""
        final class AppDelegate: NSObject, NSApplicationDelegate {
          var ticks = 0
          func applicationDidFinishLaunching(_ notification: Notification) {
            Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in
              self.ticks += 1
            }
          }
        }
        """#),
    LintFixture(
      name: "a local dispatch source kept by the method value its cancellable holds",
      id: "timer_local_dispatch_source",
      code: #"""
        struct QueueScheduler {
          let queue: DispatchQueue
          func schedule(every interval: Double, _ action: @escaping () -> Void) -> Cancellable {
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.setEventHandler(handler: action)
            timer.schedule(deadline: .now(), repeating: interval)
            timer.resume()
            return AnyCancellable(timer.cancel)
          }
        }
        """#),
    LintFixture(
      name: "a local dispatch source only configured in its function is reported",
      id: "timer_local_dispatch_source",
      code: #"""
        struct QueueScheduler {
          let queue: DispatchQueue
          func schedule(every interval: Double, _ action: @escaping () -> Void) {
            let ↓timer = DispatchSource.makeTimerSource(queue: queue)
            timer.setEventHandler(handler: action)
            timer.schedule(deadline: .now(), repeating: interval)
            timer.resume()
          }
        }
        """#),
    LintFixture(
      name: "a method named set is a call, not a setter that hides the closure around it",
      id: "timer_handler_strong_self",
      code: #"""
        final class PathDotView: UIView {
          private var pulse: Timer?
          func start() {
            widthConstraint = dot.set(.width, to: 8)
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
              self?.pulse = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                self?.animate()
              }
            }
          }
          deinit { pulse?.invalidate() }
          func animate() {}
        }
        """#),
    LintFixture(
      name: "a controller's selector timer may belong to the app's root screen",
      id: "timer_selector_retains_target",
      code: #"""
        final class MainViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            Timer.scheduledTimer(timeInterval: 900, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
          }
          @objc func refresh() {}
        }
        """#),
    LintFixture(
      name: "a view's display link kept only in a local can never be invalidated",
      id: "timer_selector_retains_target",
      code: #"""
        final class TypingDotsView: UIView {
          private var animating = false {
            didSet {
              let link = ↓CADisplayLink(target: self, selector: #selector(step))
              link.add(to: .current, forMode: .default)
            }
          }
          @objc func step() {}
        }
        """#),
    LintFixture(
      name: "a discarded timer after a statement that ends in a literal",
      id: "timer_never_invalidated",
      code: #"""
        struct Marquee: View {
          @State private var offset: CGFloat = 0
          var body: some View { Text("news").offset(x: offset).onAppear { start() } }
          private func start() {
            let speed: CGFloat = 0.2
            Timer.↓scheduledTimer(withTimeInterval: 0.002, repeats: true) { _ in
              offset -= speed
            }
          }
        }
        """#),
    LintFixture(
      name: "a service that sets its timer to nil without invalidating it",
      id: "timer_never_invalidated",
      code: #"""
        final class AutoRefresh {
          private var timer: Timer?
          func start() {
            timer = Timer.↓scheduledTimer(withTimeInterval: 30, repeats: true) { [weak self] _ in self?.refresh() }
          }
          func stop() { timer = nil }
          private func refresh() {}
        }
        """#),
    LintFixture(
      name: "scheduledTimer of another API on a worker queue is not a run-loop timer",
      id: "timer_background_thread",
      code: #"""
        final class Connection {
          let queue = DispatchQueue(label: "connection")
          var timeout: CancellableTimer?
          func send() {
            queue.async {
              self.timeout = self.timerFactory.scheduledTimer(runAt: Date(), queue: self.queue) { self.cancel() }
            }
          }
          func cancel() {}
        }
        """#),
    LintFixture(
      name: "a singleton named sharedInstance is never released, so a split suspend is silent",
      id: "timer_release_while_suspended",
      code: #"""
        final class TypingTracker {
          static let sharedInstance = TypingTracker()
          private var timer: DispatchSourceTimer?
          func pause() { timer?.suspend() }
          func stop() {
            timer?.cancel()
            timer = nil
          }
        }
        """#),
    LintFixture(
      name: "a module-qualified Foundation.Timer is the same timer, stopped where it is stopped",
      id: "timer_handler_strong_self",
      code: #"""
        final class ChatViewController: NSViewController {
          private var typingTimer: Foundation.Timer?
          var idle = 0
          override func viewWillAppear() {
            super.viewWillAppear()
            typingTimer = Foundation.Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { _ in
              self.idle += 1
            })
          }
          override func viewWillDisappear() {
            super.viewWillDisappear()
            typingTimer?.invalidate()
            typingTimer = nil
          }
        }
        """#),
    LintFixture(
      name: "a default-mode timer slower than a second only fires late while scrolling: info, not a bug",
      id: "timer_runloop_default_mode",
      code: #"""
        final class InboxViewController: UITableViewController {
          var refresh: Timer?
          var dots: Timer?
          func start() {
            refresh = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in self?.reload() }
            dots = Timer.↓scheduledTimer(withTimeInterval: 0.3, repeats: true) { [weak self] _ in self?.blink() }
          }
          func stop() {
            refresh?.invalidate()
            dots?.invalidate()
          }
          var reloads = 0
          func reload() { reloads += 1 }
          var dotCount = 0
          func blink() { dotCount += 1 }
        }
        """#),
  ]
}
