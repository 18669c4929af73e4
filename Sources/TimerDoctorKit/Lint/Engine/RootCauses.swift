/// One root cause, one finding: hits of several rules about the same subject (a timer property
/// or one creation) are reported once, by the most harmful hit of the most specific rule; the
/// others become notes.
enum RootCauses {
  /// Most specific first: the rule whose message explains the most of the bug.
  static let specificity: [String] = [
    "timer_never_scheduled", "timer_selector_retains_target", "timer_never_invalidated",
    "timer_handler_strong_self",
    "timer_replaced_without_invalidate", "timer_runloop_default_mode", "timer_force_unwrap",
    // A sleeping loop: the Task that outlives its view explains the most, then the spin.
    "timer_task_outlives_view", "timer_sleep_loop_ignores_cancellation", "timer_sleep_loop_extra_pass",
  ]

  /// The hits to report, each with the other rules' hits it stands for.
  static func merge(_ hits: [(id: String, hit: RuleHit)]) -> [(
    id: String, hit: RuleHit, also: [(id: String, hit: RuleHit)]
  )] {
    var bySubject: [String: [(id: String, hit: RuleHit)]] = [:]
    var result: [(id: String, hit: RuleHit, also: [(id: String, hit: RuleHit)])] = []
    for entry in hits {
      if let subject = entry.hit.subject, rank(entry.id) != nil {
        bySubject[subject, default: []].append(entry)
      } else {
        result.append((entry.id, entry.hit, []))
      }
    }
    for group in bySubject.values {
      // The most harmful hit speaks for the subject; among equals, the most specific rule.
      let sorted = group.sorted {
        ($0.hit.harm.order, rank($0.id) ?? 0, $0.hit.codeIndex) < (
          $1.hit.harm.order, rank($1.id) ?? 0, $1.hit.codeIndex
        )
      }
      let first = sorted[0]
      let absorbed = sorted.dropFirst().filter { $0.id != first.id && absorbs(first.id, $0.id) }
      result.append((first.id, first.hit, absorbed))
      // Two hits of the most specific rule on one subject are two places to edit, and a problem
      // the first does not cover (default mode beside a replaced timer) is its own: keep them.
      for other in sorted.dropFirst() where other.id == first.id || !absorbs(first.id, other.id) {
        result.append((other.id, other.hit, []))
      }
    }
    return result
  }

  static func rank(_ id: String) -> Int? { specificity.firstIndex(of: id) }

  /// Whether fixing `winner` fixes `other` too. A timer that is never stopped or retains its
  /// target is one bug with all its symptoms; default mode is only part of it then.
  static func absorbs(_ winner: String, _ other: String) -> Bool {
    other != "timer_runloop_default_mode"
      || ["timer_never_scheduled", "timer_selector_retains_target", "timer_never_invalidated"].contains(
        winner)
  }
}
