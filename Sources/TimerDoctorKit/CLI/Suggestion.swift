/// "did you mean `x`?" for a mistyped option, command or rule id: the closest candidate within a
/// small edit distance (or one that starts with what was typed), else nothing.
enum Suggestion {
  /// `; did you mean `best`?`, or `otherwise` (by default empty) when no candidate is close.
  static func didYouMean(
    _ typed: String, among candidates: [String], prefix: String = "", otherwise: String = ""
  )
    -> String
  {
    guard let best = closest(to: typed, among: candidates) else { return otherwise }
    return "; did you mean `\(prefix)\(best)`?"
  }

  /// The closest candidate: at most a third of the typed length in edits (at least 1, at most 3).
  static func closest(to typed: String, among candidates: [String]) -> String? {
    let limit = min(3, max(1, typed.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    if let best { return best.name }
    return typed.count >= 3 ? candidates.first { $0.hasPrefix(typed) } : nil
  }

  /// Levenshtein distance between two short strings.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
