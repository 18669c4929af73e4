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

  private func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, prefixOK: Bool)
    -> Bool
  {
    guard let first = pattern.first else { return path.isEmpty || prefixOK }
    if first == "**" {
      let rest = pattern.dropFirst()
      var tail = path
      while true {
        if matches(rest, tail, prefixOK: prefixOK) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let component = path.first, Self.matchComponent(Array(first.utf8)[...], Array(component.utf8)[...])
    else {
      return false
    }
    return matches(pattern.dropFirst(), path.dropFirst(), prefixOK: prefixOK)
  }

  static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    guard let head = pattern.first else { return text.isEmpty }
    if head == UInt8(ascii: "*") {
      var tail = text
      while true {
        if matchComponent(pattern.dropFirst(), tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let c = text.first, head == UInt8(ascii: "?") || head == c else { return false }
    return matchComponent(pattern.dropFirst(), text.dropFirst())
  }
}
