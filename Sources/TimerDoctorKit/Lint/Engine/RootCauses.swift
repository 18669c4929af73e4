/// One root cause, one finding: hits of several rules about the same subject (a timer property
/// or one creation) are reported once, by the most specific rule; the others become notes.
enum RootCauses {
  /// Most specific first: the rule whose message explains the most of the bug.
  static let specificity: [String] = [
    "timer_selector_retains_target", "timer_never_invalidated", "timer_handler_strong_self",
    "timer_replaced_without_invalidate", "timer_runloop_default_mode", "timer_force_unwrap",
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
      let sorted = group.sorted { (rank($0.id) ?? 0, $0.hit.k) < (rank($1.id) ?? 0, $1.hit.k) }
      let first = sorted[0]
      result.append((first.id, first.hit, sorted.dropFirst().filter { $0.id != first.id }))
      // Two hits of the most specific rule on one subject are two places to edit: keep both.
      for other in sorted.dropFirst() where other.id == first.id { result.append((other.id, other.hit, [])) }
    }
    return result
  }

  static func rank(_ id: String) -> Int? { specificity.firstIndex(of: id) }
}
