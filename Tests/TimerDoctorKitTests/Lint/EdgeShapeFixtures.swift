import Testing

@testable import TimerDoctorKit

/// Edge shapes of this round's facts, each our own code: the cases a review of the new readers
/// named, where a looser reading would report a timer that is fine or miss one that is not.
@Suite struct EdgeShapeTests {
  @Test(arguments: EdgeShapeFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }

  /// Headers in block comments are no headers; a name two headers disagree on is dropped.
  @Test func blockCommentsAndDisagreeingHeaders() {
    let headers = ClassHeaders.read(
      Array(
        """
        /* class Ghost: UIView {} /* nested */ still a comment */
        class Real: NSObject {}
        """.utf8))
    #expect(headers.map(\.name) == ["Real"])
    let owner = Array(
      """
      final class Badge: Base {
        var pulse: Timer?
        func start() { pulse = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() } }
        func tick() {}
      }
      """.utf8)
    let agreeing = Array("class Base: UIView {}\n".utf8)
    let disagreeing = Array("enum Screen { class Base: UITableViewCell {} }\nclass Base: NSObject {}\n".utf8)
    let reported = LintHarness.linter.lint(files: [("Badge.swift", owner), ("Base.swift", agreeing)])
    let unknown = LintHarness.linter.lint(files: [("Badge.swift", owner), ("Base.swift", disagreeing)])
    #expect(reported.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
    #expect(!unknown.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
  }

  /// A struct is not the class of the same name that a skipped file nests in another type.
  @Test func aStructIsNotAnOutlinedClassOfItsName() {
    let row = Array(
      """
      struct Row {
        func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print(1) } }
      }
      """.utf8)
    let other = Array("enum SettingsScreen { final class Row: UITableViewCell {} }\n".utf8)
    let findings = LintHarness.linter.lint(files: [("Row.swift", row), ("Settings.swift", other)])
    #expect(!findings.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
  }

  /// A property another object fills is not empty, even when that file names no timer of its own type.
  @Test func aPropertyFilledThroughAnotherObjectIsNotEmpty() {
    let store = Array(
      """
      final class UploadStore {
        var progressTimer: Timer?
        func upload() {
          if progressTimer == nil { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
        func cancel() { progressTimer?.invalidate() }
      }
      """.utf8)
    let coordinator = Array(
      """
      final class UploadCoordinator {
        let store = UploadStore()
        func begin() { store.progressTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
      }
      """.utf8)
    let alone = LintHarness.linter.lint(files: [("UploadStore.swift", store)])
    let filled = LintHarness.linter.lint(files: [
      ("UploadStore.swift", store), ("UploadCoordinator.swift", coordinator),
    ])
    #expect(alone.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning && $0.line == 4 })
    #expect(
      !filled.contains {
        $0.id == "timer_never_invalidated" && $0.severity == .warning && $0.file == "UploadStore.swift"
      })
  }
}

enum EdgeShapeFixtures {
  static let all: [LintFixture] = [
    LintFixture(
      name: "an empty timer property names only the timer whose function names it",
      id: "timer_never_invalidated",
      code: #"""
        class BaseScreen {
          var refreshTimer: Timer?
          var current: Timer? { timers["main"] }
          var timers: [String: Timer] = [:]
          func heartbeat() {
            Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in }
          }
          func stop() {
            refreshTimer?.invalidate()
            current?.invalidate()
          }
        }
        final class FeedScreen: BaseScreen {
          func refresh() {
            refreshTimer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in }
          }
        }
        final class Poller {
          var pollTimer: Timer?
          func poll() {
            if pollTimer == nil {
              Timer.↓scheduledTimer(withTimeInterval: 5, repeats: true) { _ in }
            }
          }
          func stop() { pollTimer?.invalidate() }
        }
        """#),
    LintFixture(
      name: "a sink kept in a set through a local is kept; one dropped, or a set emptied, is not",
      id: "timer_handler_strong_self",
      code: #"""
        final class Ticker {
          var bag = Set<AnyCancellable>()
          var pulses = Set<AnyCancellable>()
          var beats = Set<AnyCancellable>()
          var blinks = Set<AnyCancellable>()
          func start() {
            _ = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.tick() }
            let sub = Timer.publish(every: 1, on: .main, in: .common).autoconnect().↓sink { _ in self.tick() }
            bag.insert(sub)
            Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.tick() }
              .store(in: &pulses)
            Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.tick() }
              .store(in: &beats)
            Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.tick() }
              .store(in: &blinks)
          }
          func stop() {
            pulses.forEach { $0.cancel() }
            beats = Set<AnyCancellable>()
            blinks = .init()
          }
          func tick() {}
        }
        """#, counts: .info),
    LintFixture(
      name: "self.timer is the property whatever local shares its name; a typed copy keeps its kind",
      id: "timer_over_resume",
      code: #"""
        final class Pump {
          var timer: DispatchSourceTimer?
          func start() {
            let timer = Wrapper()
            self.timer = DispatchSource.makeTimerSource(queue: .main)
            self.timer?.resume()
            self.timer?.↓resume()
            _ = timer
          }
          func restart() {
            let timer: DispatchSource.TimerSource? = self.timer
            timer?.cancel()
            timer?.↓resume()
          }
        }
        """#),
    LintFixture(
      name: "a copy made on one line is not the closure result of the next line's lock",
      id: "timer_never_invalidated",
      code: #"""
        final class Spinner: UIView {
          private let lock = NSLock()
          private var timer: Timer?
          private var pending: Timer?
          func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
          }
          func stop() {
            let old = timer
            lock.withLock { return pending }
            old?.invalidate()
          }
        }
        """#),
    LintFixture(
      name: "a lazy factory closure, never called where it is declared, stores nothing",
      id: "timer_selector_retains_target",
      code: #"""
        final class Meter: UIView {
          lazy var makeLink: () -> CADisplayLink = {
            let link = CADisplayLink(target: self, selector: #selector(step))
            return link
          }
          private lazy var link: CADisplayLink = {
            let link = ↓CADisplayLink(target: self, selector: #selector(step))
            link.add(to: .main, forMode: .common)
            return link
          }()
          deinit { link.invalidate() }
          @objc func step() {}
        }
        """#),
  ]
}
