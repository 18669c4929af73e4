import Testing

@testable import TimerDoctorKit

/// Every note is a fact the rule checked: for each note kind, a shape where the fact holds shows
/// the note, and the opposite shape (the same code with that fact removed) does not.
@Suite struct NoteFactTests {
  /// A note kind: the rule, a phrase of the note, code where it holds and code where it does not.
  struct Pair: CustomTestStringConvertible, Sendable {
    var rule: String
    var phrase: String
    var holds: String
    var fails: String
    var testDescription: String { "\(rule): \(phrase)" }
  }

  static let countdown = """
    import UIKit
    final class Countdown: UIViewController {
      private var timer: Timer?
      private var remaining = 60
      func start() {
        guard timer == nil else { return }
        timer = Timer.scheduledTimer(withTimeInterval: INTERVAL, repeats: true) { [weak self] _ in BODY }
      }
      func stop() { timer?.invalidate(); timer = nil }
    }
    """

  static func countdown(
    interval: String = "1", body: String = "self?.remaining -= 1", base: String = "UIViewController"
  )
    -> String
  {
    countdown.replacingOccurrences(of: "INTERVAL", with: interval).replacingOccurrences(
      of: "BODY", with: body
    )
    .replacingOccurrences(of: ": UIViewController", with: base.isEmpty ? "" : ": \(base)")
  }

  static let sampler = """
    import Foundation
    final class Sampler {
      private var timer: DispatchSourceTimer?
      private var count = 0
      func start() {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { [weak self] in self?.count += 1 }
        timer.resume()
        self.timer = timer
      }
      OTHER
      deinit { timer?.cancel() }
    }
    """

  static let poll = """
    import Foundation
    final class Poll {
      private var timer: DispatchSourceTimer?
      func start() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { print("poll") }
        timer.resume()
        self.timer = timer
      }
      PAUSE
      func stop() {
        timer?.cancel()
        timer?.resume()
      }
    }
    """

  static let pairs: [Pair] = [
    Pair(
      rule: "timer_runloop_default_mode", phrase: "fires every 1 s",
      holds: countdown(), fails: countdown(interval: "interval")),
    Pair(
      rule: "timer_runloop_default_mode", phrase: "fires every 3600 s",
      holds: countdown(interval: "1.hours"), fails: countdown(interval: "1.hours()")),
    Pair(
      rule: "timer_runloop_default_mode", phrase: "`Countdown` is user interface (inherits UIViewController)",
      holds: countdown(), fails: countdown(base: "NSObject")),
    Pair(
      rule: "timer_runloop_default_mode", phrase: "the handler counts ticks in `self.remaining`",
      holds: countdown(), fails: countdown(body: "self?.title = \"\\(Date())\"")),
    Pair(
      rule: "timer_force_unwrap", phrase: "`stop()` sets `timer` to nil",
      holds: """
        import Foundation
        final class M {
          private var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }
          func stop() { timer?.invalidate(); timer = nil }
          func tap() { timer!.fire() }
        }
        """,
      fails: """
        import Foundation
        final class M {
          private var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }
          func stop() { timer?.invalidate() }
          func tap() { timer!.fire() }
        }
        """),
    Pair(
      rule: "timer_replaced_without_invalidate", phrase: "is called from `refresh()` and `retry()`",
      holds: """
        import Foundation
        final class Feed {
          private var timer: Timer?
          func restart() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          func refresh() { restart() }
          func retry() { restart() }
          func stop() { timer?.invalidate() }
        }
        """,
      fails: """
        import Foundation
        final class Feed {
          private var timer: Timer?
          func restart() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
          func refresh() { restart() }
          func retry() { stop(); restart() }
          func stop() { timer?.invalidate() }
        }
        """),
    Pair(
      rule: "timer_global_queue", phrase: "`count` is also used outside the handler",
      holds: sampler.replacingOccurrences(of: "OTHER", with: "func reset() { count = 0 }"),
      fails: sampler.replacingOccurrences(of: "OTHER", with: "func reset() {}")),
    Pair(
      rule: "timer_over_resume", phrase: "no method of `Poll` suspends `timer`",
      holds: poll.replacingOccurrences(of: "PAUSE", with: ""),
      fails: poll.replacingOccurrences(of: "PAUSE", with: "func pause() { timer?.suspend() }")),
    Pair(
      rule: "timer_never_invalidated", phrase: "a static property",
      holds: """
        import Foundation
        final class Clock {
          static var timer: Timer?
          static func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
        """,
      fails: """
        import Foundation
        final class Clock {
          var timer: Timer?
          func start() { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
        }
        """),
    Pair(
      rule: "timer_selector_retains_target", phrase: "`Ticker` is a singleton (`static let shared`)",
      holds: """
        import Foundation
        final class Ticker: NSObject {
          static let shared = Ticker()
          private var timer: Timer?
          func start() {
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
          }
          @objc private func tick() {}
          deinit { timer?.invalidate() }
        }
        """,
      fails: """
        import Foundation
        final class Ticker: NSObject {
          private var timer: Timer?
          func start() {
            timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
          }
          @objc private func tick() {}
          deinit { timer?.invalidate() }
        }
        """),
  ]

  /// The notes of rule `rule`'s findings in `code`, as one text per note.
  static func notes(_ code: String, rule: String) -> [String] {
    LintHarness.findings(code).filter { $0.id == rule }.flatMap { $0.notes ?? [] }.map(\.message)
  }

  @Test(arguments: pairs + ConcurrencyNoteTests.pairs)
  func theNoteAppearsOnlyWhereItsFactHolds(_ pair: Pair) {
    let present = Self.notes(pair.holds, rule: pair.rule)
    #expect(present.contains { $0.contains(pair.phrase) }, "\(pair.phrase) missing from \(present)")
    // The opposite shape is still reported, so the missing note is the fact's doing.
    #expect(
      LintHarness.findings(pair.fails).contains { $0.id == pair.rule }, "no \(pair.rule) finding to compare")
    let absent = Self.notes(pair.fails, rule: pair.rule)
    #expect(!absent.contains { $0.contains(pair.phrase) }, "\(pair.phrase) stated in \(absent)")
  }
}
