/// A path glob from `included` / `excluded`: `*` and `?` stay within one path component, `**`
/// spans any number of them. A pattern also matches everything below a matching folder.
struct GlobPattern: Sendable {
  let components: [Substring]

  init(_ pattern: String) {
    var trimmed = Substring(pattern)
    while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
    while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    components = trimmed.split(separator: "/")
  }

  /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
  func matches(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    return matches(components[...], parts[...], prefixOK: true)
  }

  /// Dynamic programming over (pattern component, path component), so patterns full of `**`
  /// take time proportional to pattern × path, never exponential (a fuzzer found the old
  /// backtracking matcher spinning on `"**a/**b/**c..."`).
  private func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, prefixOK: Bool)
    -> Bool
  {
    let pattern = Array(pattern)
    let path = Array(path)
    // reachable[scan]: the components matched so far can end right before path[scan].
    var reachable = [Bool](repeating: false, count: path.count + 1)
    reachable[0] = true
    for component in pattern {
      var next = [Bool](repeating: false, count: path.count + 1)
      if component == "**" {
        var seen = false
        for scan in 0...path.count {
          seen = seen || reachable[scan]
          next[scan] = seen
        }
      } else {
        let bytes = Array(component.utf8)
        for scan in 0..<path.count where reachable[scan] {
          next[scan + 1] = Self.matchComponent(bytes[...], Array(path[scan].utf8)[...])
        }
      }
      reachable = next
      guard reachable.contains(true) else { return false }
    }
    // A pattern that matches a parent folder matches everything below it.
    return prefixOK ? reachable.contains(true) : reachable[path.count]
  }

  /// `*` and `?` within one component: the linear greedy matcher that remembers only the last
  /// `*`, so `"*****...x"` cannot backtrack exponentially.
  static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    var p = 0
    var t = 0
    var star: (p: Int, t: Int)?
    while t < text.count {
      if p < pattern.count, pattern[p] == UInt8(ascii: "?") || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
        star = (p, t)
        p += 1
      } else if let last = star {
        p = last.p + 1
        t = last.t + 1
        star = (last.p, last.t + 1)
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
    return p == pattern.count
  }
}
