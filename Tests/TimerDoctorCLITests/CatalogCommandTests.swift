import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("rules and explain (runs the binary)")
struct CatalogCommandTests {
  static let ids = [
    "cancel_while_suspended",
    "dispatch_source_used_after_free",
    "release_while_inactive",
    "release_while_suspended",
    "resume_after_cancel",
    "suspend_imbalance",
    "timer_background_thread",
    "timer_force_unwrap",
    "timer_global_queue",
    "timer_handler_crash",
    "timer_handler_strong_self",
    "timer_implicitly_unwrapped",
    "timer_local_dispatch_source",
    "timer_never_activated",
    "timer_never_invalidated",
    "timer_never_scheduled",
    "timer_over_resume",
    "timer_publisher_in_view",
    "timer_release_while_suspended",
    "timer_released_in_handler",
    "timer_replaced_without_invalidate",
    "timer_runloop_default_mode",
    "timer_selector_retains_target",
    "timer_sleep_loop_extra_pass",
    "timer_sleep_loop_ignores_cancellation",
    "timer_target_freed",
    "timer_task_outlives_view",
  ]

  @Test func theBinaryCopiedAloneStillListsAndExplainsEveryRule() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let copy = folder.url.appendingPathComponent("timerdoctor")
    try FileManager.default.copyItem(at: BinaryRun.binary, to: copy)
    let rules = try BinaryRun.run(["rules", "--format", "json"], in: folder.url, binary: copy)
    #expect(rules.status == 0, "\(rules.standardError)")
    let listing = try JSONSerialization.jsonObject(with: Data(rules.standardOutput.utf8)) as? [[String: Any]]
    #expect(listing?.compactMap { $0["id"] as? String } == Self.ids)
    let explain = try BinaryRun.run(["explain", "timer_global_queue"], in: folder.url, binary: copy)
    #expect(explain.status == 0)
    // The header says what the rule book says (its severity and whether the rule is on).
    let entry = try #require(try Catalog.embedded().entry("timer_global_queue"))
    let state = entry.optIn ? "opt-in" : "on by default"
    #expect(
      explain.standardOutput.hasPrefix(
        "timer_global_queue - lint rule, default severity \(entry.defaultSeverity.rawValue), \(state)\n"))
    #expect(explain.standardOutput.contains("Why\n---"))
    #expect(explain.standardOutput.contains("How to fix\n----------"))
  }

  @Test func rulesTextListsEveryIdUnderItsKind() throws {
    let run = try BinaryRun.run(["rules"])
    #expect(run.status == 0)
    let sections = run.standardOutput.components(separatedBy: "Crash patterns")
    #expect(sections.count == 2)
    let catalog = try Catalog.embedded()
    for id in Self.ids {
      let isLint = catalog.entry(id)?.kind == .lint
      #expect(sections[isLint ? 0 : 1].contains("  \(id) "), "\(id)")
    }
  }

  @Test func explainPrintsTheEntryBody() throws {
    let run = try BinaryRun.run(["explain", "release_while_suspended"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("release_while_suspended - crash pattern, default severity error\n"))
    #expect(run.standardOutput.contains("Why\n---"))
  }
}
