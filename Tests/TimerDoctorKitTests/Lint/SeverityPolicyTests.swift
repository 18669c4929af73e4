import Testing

@testable import TimerDoctorKit

/// Severity is decided in one place, from the hit's harm; one root cause is reported by its most
/// harmful hit.
@Suite struct SeverityPolicyTests {
  static let catalog: Catalog = {
    guard let catalog = try? Catalog.embedded() else {
      preconditionFailure("the embedded rule book is broken")
    }
    return catalog
  }()

  @Test func harmSetsTheSeverityUpToTheRuleBooksHighest() {
    let policy = SeverityPolicy(ids: LintRules.ids, catalog: Self.catalog)
    #expect(policy.severity(of: .crash, rule: "timer_over_resume") == .error)
    #expect(policy.severity(of: .bug, rule: "timer_over_resume") == .warning)
    #expect(policy.severity(of: .pattern, rule: "timer_runloop_default_mode") == .info)
    // No rule claims more than its rule book entry allows.
    #expect(policy.severity(of: .crash, rule: "timer_runloop_default_mode") == .warning)
    #expect(policy.severity(of: .bug, rule: "timer_implicitly_unwrapped") == .info)
  }

  @Test func aConfiguredSeverityOverridesTheEvidence() {
    let policy = SeverityPolicy(
      ids: LintRules.ids, catalog: Self.catalog, configured: ["timer_global_queue": .error])
    #expect(policy.severity(of: .pattern, rule: "timer_global_queue") == .error)
    #expect(policy.severity(of: .pattern, rule: "timer_force_unwrap") == .info)
  }

  @Test func theMostHarmfulHitSpeaksForItsRootCause() {
    let pattern = RuleHit(codeIndex: 10, message: .main, harm: .pattern, subject: "Feed.timer")
    let bug = RuleHit(codeIndex: 12, message: .main, harm: .bug, subject: "Feed.timer")
    // never_invalidated is more specific than replaced_without_invalidate, but only a pattern here.
    let merged = RootCauses.merge([
      ("timer_never_invalidated", pattern), ("timer_replaced_without_invalidate", bug),
    ])
    #expect(merged.count == 1)
    #expect(merged.first?.id == "timer_replaced_without_invalidate")
    #expect(merged.first?.also.map(\.id) == ["timer_never_invalidated"])
  }
}
