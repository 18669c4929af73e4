import Testing

@testable import TimerDoctorKit

/// The second round of shapes from the real-code evaluation: wrong findings of the two-pass build.
/// Each fixture is our own code in a shape seen in open-source repositories.
@Suite struct LintRealCodeTests {
  @Test(arguments: LintRealCodeFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }

  @Test func forceUnwrapRunsOnlyWhenEnabled() throws {
    let catalog = try Catalog.embedded()
    #expect(catalog.entry("timer_force_unwrap")?.optIn == true)
    #expect(catalog.entry("timer_never_invalidated")?.optIn == false)
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
        """#),
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
      name: "a local repeating timer that nothing stops or hands on is reported",
      id: "timer_handler_strong_self",
      code: #"""
        final class SyncCoordinator {
          var attempts = 0
          func sync() {
            let timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
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
  ]
}
