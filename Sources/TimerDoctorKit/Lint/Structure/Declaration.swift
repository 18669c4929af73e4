/// A `var` / `let` binding: its name, where it lives, its declared type and initialiser.
struct Declaration: Sendable {
  /// Code index of `var` / `let`.
  var keyword: Int
  /// Code index of the bound name.
  var name: Int
  /// The bound name.
  var text: String
  /// Code index of the first token of the type annotation, if there is one.
  var type: Int?
  /// Code index of the first token after `=`, if there is one.
  var initializer: Int?
  /// The scope holding the declaration (`nil` at file level).
  var scope: Int?
  /// Whether the declaration is a stored or computed property of a type.
  var isProperty: Bool
}
