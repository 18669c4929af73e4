/// Where a fact was read: a file and a 1-based line, for evidence notes.
struct FactLocation: Sendable, Hashable {
  /// The file's path as shown to the user.
  var file: String
  /// The 1-based line.
  var line: Int
}
