/// `class Name: Base, Protocol` as read from a file the structure pass skips.
struct ClassHeader: Sendable {
  /// The class's name.
  var name: String
  /// The names of its inheritance clause (the last component of `Module.Base`).
  var inherits: [String]
}
