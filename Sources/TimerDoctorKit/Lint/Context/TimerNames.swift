/// The names known to hold timers, per type: `timer` can be a `DispatchSourceTimer` in one class
/// and a `Timer` in the next one of the same file.
struct TimerNames: Sendable {
  /// For every known name, the types that declare or bind it (`""` at file level) and its kind
  /// there. Keyed by name first: most lookups are for names that hold no timer and end after
  /// hashing the name alone.
  private var byName: [String: [(type: String, kind: TimerKind)]] = [:]

  /// Records `name` in `type` as a timer of `kind` (a later binding wins).
  mutating func record(_ name: String, inType type: String, as kind: TimerKind) {
    if let index = byName[name]?.firstIndex(where: { $0.type == type }) {
      byName[name]?[index].kind = kind
    } else {
      byName[name, default: []].append((type, kind))
    }
  }

  /// Whether no name is known to hold a timer.
  var isEmpty: Bool { byName.isEmpty }

  /// The kind of `name` as seen from code in `type`: the type's own name, else a file-level one.
  func kind(of name: String, inType type: String) -> TimerKind? {
    guard let entries = byName[name] else { return nil }
    return (entries.first { $0.type == type } ?? entries.first { $0.type.isEmpty })?.kind
  }

  /// The kind of `name` when every type of the file that holds the name agrees, else `nil`.
  subscript(_ name: String) -> TimerKind? {
    guard let entries = byName[name], let first = entries.first?.kind else { return nil }
    return entries.allSatisfy { $0.kind == first } ? first : nil
  }
}
