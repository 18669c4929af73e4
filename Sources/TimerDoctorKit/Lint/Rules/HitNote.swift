/// One fact behind a rule hit: a sentence, and where it was seen when that is not the hit itself.
struct HitNote: Sendable, Equatable {
  /// The fact, e.g. "repeats: true".
  var message: String
  /// A code index in the linted file, or `nil`.
  var codeIndex: Int? = nil
  /// A place in another file (from the module facts), or `nil`.
  var location: FactLocation? = nil
}
