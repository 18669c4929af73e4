/// A rule's mechanical fix for one hit: its edits, what they do and how safe they are.
struct FixPlan: Sendable, Equatable {
  /// `safe`: behaviour changes only in the way the rule asks.
  var safety: FixSafety
  /// One line saying what the fix does.
  var summary: String
  /// The edits, applied together.
  var edits: [SourceEdit]
  /// What the fixed code needs that the old code did not, if anything.
  var requires: String? = nil

  /// This fix with the fixes of the other hits of its root cause (which are not reported on
  /// their own), so one run leaves nothing for a second: each one as safe or safer whose edits
  /// do not overlap these (identical edits count once).
  func merging(_ others: [FixPlan]) -> FixPlan {
    var merged = self
    for other in others where other.safety <= safety {
      let new = other.edits.filter { !merged.edits.contains($0) }
      let overlaps = new.contains { edit in
        merged.edits.contains {
          $0.range.overlaps(edit.range) || ($0.range.isEmpty && $0.range == edit.range)
        }
      }
      guard !new.isEmpty, !overlaps else { continue }
      merged.edits += new
      merged.summary += "; and " + other.summary
    }
    return merged
  }
}
