/// One type's members across all its declarations and extensions, in every file of the run.
struct TypeFacts: Sendable {
  /// The type's (last) name.
  var name: String
  /// Whether a `class` or `actor` declaration was seen.
  var isReference = false
  /// Whether a `struct` or `enum` declaration was seen.
  var isValue = false
  /// Names in inheritance clauses of the declaration and its extensions.
  var inherits: Set<String> = []
  /// Whether it declares `static let shared` (a singleton).
  var isSingleton = false
  /// Every file that declares or extends the type.
  var files: Set<String> = []
  /// Stored and computed properties by name.
  var properties: [String: PropertyFact] = [:]
  /// Timer kinds assigned to a property by code of the type (`timer = Timer(...)`), by name.
  var assignedKinds: [String: TimerKind] = [:]
  /// Properties the type's code ever gives a value other than `nil` or a placeholder `Timer()`
  /// (in their declaration or an assignment).
  var filledProperties: Set<String> = []
  /// Every method, initialiser and `deinit` (overloads kept apart).
  var methods: [MethodFact] = []

  /// Adds what another file says about the same type.
  mutating func merge(_ other: TypeFacts) {
    isReference = isReference || other.isReference
    isValue = isValue || other.isValue
    isSingleton = isSingleton || other.isSingleton
    inherits.formUnion(other.inherits)
    files.formUnion(other.files)
    properties.merge(other.properties) { mine, _ in mine }
    assignedKinds.merge(other.assignedKinds) { mine, _ in mine }
    filledProperties.formUnion(other.filledProperties)
    methods += other.methods
  }

  /// The timer kind `property` holds: its declared type, else what the type's code assigns to it.
  func timerKind(of property: String) -> TimerKind? {
    switch properties[property]?.kind {
    case .timer(let kind): kind
    case .closure, .other: nil
    case .unknown, nil: assignedKinds[property]
    }
  }
}
