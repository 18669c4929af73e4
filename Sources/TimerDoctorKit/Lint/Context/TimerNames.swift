/// The names known to hold timers, per type: `timer` can be a `DispatchSourceTimer` in one class
/// and a `Timer` in the next one of the same file.
struct TimerNames: Sendable {
  /// A name within the type that declares or binds it (`""` at file level).
  struct Key: Hashable, Sendable {
    var type: String
    var name: String
  }

  /// The timer kind of every known name.
  private(set) var kinds: [Key: TimerKind] = [:]

  /// Records `name` in `type` as a timer of `kind` (a later binding wins).
  mutating func record(_ name: String, inType type: String, as kind: TimerKind) {
    kinds[Key(type: type, name: name)] = kind
  }

  /// The kind of `name` as seen from code in `type`: the type's own name, else a file-level one.
  func kind(of name: String, inType type: String) -> TimerKind? {
    kinds[Key(type: type, name: name)] ?? kinds[Key(type: "", name: name)]
  }

  /// The kind of `name` when every type of the file that holds the name agrees, else `nil`.
  subscript(_ name: String) -> TimerKind? {
    var found: TimerKind? = nil
    for (key, kind) in kinds where key.name == name {
      if let found, found != kind { return nil }
      found = kind
    }
    return found
  }
}
