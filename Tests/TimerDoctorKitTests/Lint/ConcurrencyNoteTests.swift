import Testing

@testable import TimerDoctorKit

/// The concurrency and SwiftUI rules' notes are checked facts: each pair below runs through
/// `NoteFactTests` (the note where its fact holds, not in the same code without the fact).
@Suite struct ConcurrencyNoteTests {
  typealias Pair = NoteFactTests.Pair

  /// A view whose `.task` (or `ACTION`) runs `LOOP`.
  static func view(
    _ wrapper: String, loop: String = "while true { try? await Task.sleep(for: .seconds(1)); tick() }"
  )
    -> String
  {
    """
    import SwiftUI
    struct Clock: View {
      @State private var ticks = 0
      var body: some View {
        Text("\\(ticks)")
          \(wrapper.replacingOccurrences(of: "LOOP", with: loop))
      }
      func tick() { ticks += 1 }
    }
    """
  }

  static let heartbeat = """
    import Foundation
    final class Heartbeat {
      private var loop: Task<Void, Never>?
      func start() {
        loop = Task {
          while true {
            try? await Task.sleep(for: .seconds(5))
            print("beat")
          }
        }
      }
      STOP
    }
    """

  static let feed = """
    import SwiftUI
    struct Feed: View {
      let model: FeedModel
      var body: some View {
        Text("feed")
          CALLER
      }
    }
    final class FeedModel {
      func poll() async {
        while true {
          try? await Task.sleep(for: .seconds(30))
          print("refresh")
        }
      }
    }
    """

  static let writers = """
    import Foundation
    final class Writers {
      private var writers: [String: Task<Void, Never>] = [:]
      func start(_ key: String) {
        writers[key] = Task {
          while true {
            try? await Task.sleep(for: .seconds(1))
            print(key)
          }
        }
      }
      STOP
    }
    """

  static let pairs: [Pair] = [
    Pair(
      rule: "timer_sleep_loop_ignores_cancellation", phrase: "stored in `writers`, which is cancelled here",
      holds: writers.replacingOccurrences(
        of: "STOP", with: "func stop(_ key: String) { writers[key]?.cancel() }"),
      fails: writers.replacingOccurrences(of: "STOP", with: "func stop(_ key: String) { writers[key] = nil }")
    ),
    Pair(
      rule: "timer_sleep_loop_ignores_cancellation", phrase: "leaves through `return`",
      holds: view(
        ".task { LOOP }",
        loop: "while true { try? await Task.sleep(for: .seconds(1)); if ticks > 9 { return } }"),
      fails: view(".task { LOOP }")),
    Pair(
      rule: "timer_sleep_loop_ignores_cancellation", phrase: "the body of `.task`",
      holds: view(".task { LOOP }"), fails: view(".onChange(of: ticks) { Task { LOOP } }")),
    Pair(
      rule: "timer_sleep_loop_ignores_cancellation", phrase: "task-group child",
      holds: view(".task { await withTaskGroup(of: Void.self) { group in group.addTask { LOOP } } }"),
      fails: view(".onChange(of: ticks) { Task.detached { LOOP } }")),
    Pair(
      rule: "timer_sleep_loop_ignores_cancellation", phrase: "stored in `loop`, which is cancelled here",
      holds: heartbeat.replacingOccurrences(of: "STOP", with: "func stop() { loop?.cancel() }"),
      fails: heartbeat.replacingOccurrences(of: "STOP", with: "")),
    Pair(
      rule: "timer_sleep_loop_ignores_cancellation", phrase: "`poll()` is called in the body of `.task`",
      holds: feed.replacingOccurrences(of: "CALLER", with: ".task { await model.poll() }"),
      fails: feed.replacingOccurrences(of: "CALLER", with: ".onAppear { Task { await model.poll() } }")),
    Pair(
      rule: "timer_task_outlives_view", phrase: "started in `.onAppear`",
      holds: view(".onAppear { Task { LOOP } }"), fails: view(".task { Task { LOOP } }")),
    Pair(
      rule: "timer_task_outlives_view", phrase: "ends only when its task is cancelled",
      holds: view(".onAppear { Task { LOOP } }"),
      fails: view(
        ".onAppear { Task { LOOP } }",
        loop: "while ticks < 10 { try? await Task.sleep(for: .seconds(1)); tick() }")),
    Pair(
      rule: "timer_task_outlives_view", phrase: "handle is not stored",
      holds: view(".onAppear { Task { LOOP } }"),
      fails: view(".onAppear { let poller = Task { LOOP }; _ = poller }")),
    Pair(
      rule: "timer_publisher_in_view", phrase: "in `body`",
      holds: view(
        ".onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in tick() }"),
      fails: """
        import SwiftUI
        struct Clock: View {
          @State private var ticks = 0
          var body: some View { face }
          private var face: some View {
            Text("\\(ticks)")
              .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
          }
        }
        """),
  ]

  /// Severity follows the canceller: the same loop is a warning where the code shows its task
  /// cancelled, and info where nothing cancels it.
  @Test func severityFollowsWhatCancelsTheTask() {
    let cancelled = LintHarness.findings(Self.view(".task { LOOP }")).filter {
      $0.id == "timer_sleep_loop_ignores_cancellation"
    }
    let uncancelled = LintHarness.findings(
      Self.heartbeat.replacingOccurrences(of: "STOP", with: "")
    ).filter { $0.id == "timer_sleep_loop_ignores_cancellation" }
    #expect(cancelled.map(\.severity) == [.warning])
    #expect(uncancelled.map(\.severity) == [.info])
  }

  /// One loop, one finding: the Task that outlives its view speaks for the loop's spin too.
  @Test func theTaskThatOutlivesItsViewReportsTheLoopOnce() {
    let findings = LintHarness.findings(Self.view(".onAppear { Task { LOOP } }"))
    #expect(findings.map(\.id) == ["timer_task_outlives_view"])
    #expect(
      findings.first?.notes?.contains {
        $0.message == "same root cause also matches timer_sleep_loop_ignores_cancellation"
      }
        == true)
  }
}
