/// A `name = value` binding: a declaration with an initialiser, or an assignment.
struct Binding: Sendable {
  /// The bound name.
  var name: String
  /// Code index of the bound name.
  var nameIndex: Int
  /// Code index of the first token of the value.
  var value: Int
  /// The timer the value creates, if it creates one (read once per file, asked by many rules).
  var creation: TimerCreation?
}
