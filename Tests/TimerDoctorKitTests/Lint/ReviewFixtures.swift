import Testing

@testable import TimerDoctorKit

/// Defects found in review: each fixture failed before its fix.
@Suite struct ReviewFixtureTests {
  @Test(arguments: ReviewFixtures.falsePositives) func falsePositive(_ fixture: LintFixture) {
    fixture.verify()
  }

  @Test(arguments: ReviewFixtures.falseNegatives) func falseNegative(_ fixture: LintFixture) {
    fixture.verify()
  }
}

enum ReviewFixtures {
  static let falsePositives: [LintFixture] = handlers + lifecycle + unwraps + unicode

  static let handlers: [LintFixture] = [
    LintFixture(
      name: "a type's .self is not a capture of self", id: "timer_handler_strong_self",
      code: #"""
        final class Refresher {
          private var timer: Timer?
          func start() {
            timer = Timer(timeInterval: 5, repeats: true) { _ in
              _ = try? JSONDecoder().decode(Model.self, from: Data())
            }
          }
        }
        """#),
    LintFixture(
      name: "attributes before the capture list", id: "timer_handler_strong_self",
      code: #"""
        final class Poller {
          var timer: Timer?
          let source = DispatchSource.makeTimerSource(queue: .main)
          let other = DispatchSource.makeTimerSource(queue: .main)
          let strong = DispatchSource.makeTimerSource(queue: .main)
          func start() {
            timer = Timer(timeInterval: 1, repeats: true) { @Sendable [weak self] _ in self?.poll() }
            source.setEventHandler { @MainActor [weak self] in self?.poll() }
            other.setEventHandler { @available(iOS 13, *) @Sendable [unowned self] in self.poll() }
            strong.↓setEventHandler { @Sendable in self.poll() }
          }
          deinit { strong.cancel() }
        }
        """#),
    LintFixture(
      name: "handler inside an outer [weak self] closure using self?", id: "timer_handler_strong_self",
      code: #"""
        final class Feed {
          var timer: Timer?
          deinit { timer?.invalidate() }
          func start() {
            DispatchQueue.main.async { [weak self] in
              self?.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                self?.refresh()
              }
            }
            DispatchQueue.main.async { [weak self] in
              guard let self else { return }
              self.timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                self.refresh()
              }
            }
          }
        }
        """#),
    LintFixture(
      name: "extension of a type declared in another file", id: "timer_handler_strong_self",
      code: #"""
        extension ContentView {
          func startTimer() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
              self.count += 1
            }
          }
        }
        final class Local {
          deinit { timer?.invalidate() }
        }
        extension Local {
          func start() {
            timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
          }
        }
        """#),
  ]

  static let lifecycle: [LintFixture] = [
    LintFixture(
      name: "property observers and if let stop the old timer", id: "timer_replaced_without_invalidate",
      code: #"""
        final class WillSet {
          private var timer: Timer? {
            willSet { timer?.invalidate() }
          }
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
        final class DidSet {
          private var displayLink: CADisplayLink? {
            didSet { oldValue?.invalidate() }
          }
          func start() { displayLink = CADisplayLink(target: proxy, selector: #selector(step)) }
        }
        final class IfLet {
          private var timer: Timer?
          private var other: Timer?
          func start() {
            if let existing = timer { existing.invalidate() }
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            ↓other = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          }
          func stop() {
            timer?.invalidate()
            other?.invalidate()
          }
        }
        final class DSWillSet {
          private var source: DispatchSourceTimer? {
            willSet { source?.cancel() }
          }
          func restart() { source = DispatchSource.makeTimerSource(queue: .main) }
        }
        """#, counts: .info),
    LintFixture(
      name: "suspend always followed by resume (reschedule)", id: "timer_release_while_suspended",
      code: #"""
        final class Ticker {
          private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "ticker"))
          init() {
            timer.setEventHandler { [weak self] in self?.tick() }
            timer.activate()
          }
          func reschedule(every seconds: Int) {
            timer.suspend()
            timer.schedule(deadline: .now(), repeating: .seconds(seconds))
            timer.resume()
          }
          deinit {
            timer.setEventHandler(handler: nil)
            timer.cancel()
          }
        }
        final class Early {
          private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "early"))
          init() { timer.activate() }
          func reschedule(every seconds: Int) {
            timer.suspend()
            guard seconds > 0 else { return }
            timer.resume()
          }
          deinit {
            timer.↓cancel()
          }
        }
        """#),
    LintFixture(
      name: "guard on a property the function assigns", id: "timer_over_resume",
      code: #"""
        final class Updates {
          private let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "u"))
          private var isStopped = true
          func resumeUpdates() {
            guard isStopped else { return }
            isStopped = false
            timer.resume()
          }
          func pauseUpdates() {
            guard !isStopped else { return }
            isStopped = true
            timer.suspend()
          }
          func again() {
            guard isStopped else { return }
            timer.↓resume()
          }
        }
        """#),
  ]

  static let unicode: [LintFixture] = [
    LintFixture(
      name: "an alias spelled with other Unicode bytes is another name", id: "timer_never_invalidated",
      code: """
        final class Poller {
          var timer: Timer?
          func start() {
            let t\u{E9} = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            self.timer = te\u{301}
          }
        }
        """)
  ]

  static let unwraps: [LintFixture] = [
    LintFixture(
      name: "timer-named outlets and intervals", id: "timer_force_unwrap",
      code: #"""
        final class SettingsViewController: UIViewController {
          @IBOutlet weak var timerLabel: UILabel!
          var timerInterval: TimeInterval?
          var refreshTimer: Timer?
          override func viewDidLoad() {
            timerLabel!.text = "\(timerInterval!)"
            refreshTimer↓!.fire()
          }
        }
        """#, counts: .info)
  ]

  static let falseNegatives: [LintFixture] = [
    LintFixture(
      name: "guard let on the timer itself is not a state flag", id: "timer_release_while_suspended",
      code: #"""
        final class G {
          private var timer: DispatchSourceTimer?
          func start() {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.resume()
            timer = t
          }
          func pause() { timer?.suspend() }
          func stop() {
            guard let t = timer else { return }
            t.cancel()
            ↓timer = nil
          }
        }
        """#),
    LintFixture(
      name: "timer names are per type", id: "timer_release_while_suspended",
      code: #"""
        final class GCD {
          private var timer: DispatchSourceTimer?
          func start() {
            let t = DispatchSource.makeTimerSource(queue: .main)
            t.resume()
            timer = t
          }
          func pause() { timer?.suspend() }
          func stop() { timer?.↓cancel(); timer = nil }
        }
        final class Classic {
          private var timer: Timer?
          func stop() { timer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "self?.timer = is an assignment", id: "timer_replaced_without_invalidate",
      code: #"""
        final class Feed2 {
          private var timer: Timer?
          func start() {
            DispatchQueue.main.async { [weak self] in
              self?.↓timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in }
            }
          }
          func restart() {
            DispatchQueue.main.async { [weak self] in
              self?.timer?.invalidate()
              self?.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in }
            }
          }
          func stop() {
            timer?.invalidate()
            timer = nil
          }
        }
        """#, counts: .info),
    LintFixture(
      name: "a .common add covers only the timer it adds", id: "timer_runloop_default_mode",
      code: #"""
        final class Two: UIViewController {
          func stop() {
            poll?.invalidate()
            blink?.invalidate()
            timer?.invalidate()
          }
          func start() {
            poll = Timer.↓scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
            let b = Timer(timeInterval: 0.5, repeats: true) { _ in }
            RunLoop.main.add(b, forMode: .common)
            blink = b
            self.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            RunLoop.main.add(self.timer!, forMode: .common)
            RunLoop.main.add(Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }, forMode: .common)
          }
        }
        """#, counts: .info),
  ]
}
