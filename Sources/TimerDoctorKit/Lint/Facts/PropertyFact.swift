/// A property of a type, merged over every file that declares or observes it.
struct PropertyFact: Sendable {
  /// What the property holds.
  var kind: PropertyKind
  /// Where it is declared.
  var location: FactLocation
  /// Whether it is computed (`var isRunning: Bool { timer != nil }`).
  var isComputed = false
  /// Computed properties: the names its body reads, as `NameHash`es (a SwiftUI `body` reads
  /// hundreds of names; one rule asks about a timer's).
  var reads: Set<UInt64> = []
  /// Whether a `willSet` / `didSet` observer invalidates or cancels the old value.
  var observerStops = false
  /// The methods the observers call (`willSet { stopTimer() }`).
  var observerCalls: Set<String> = []
  /// The type it holds by name, from its annotation (`let updater: Updater`) or a call in its
  /// initialiser (`let updater = Updater()`), or nil.
  var holds: String?
  /// Whether it is declared with a placeholder `Timer()` (an empty timer, never scheduled).
  var holdsPlaceholder = false
  /// Whether it is a `let`: nothing can fill it after its declaration.
  var isConstant = false
  /// Whether it is `static` (or `class`): the type's own storage, which lives as long as the app.
  var isStatic = false
}
