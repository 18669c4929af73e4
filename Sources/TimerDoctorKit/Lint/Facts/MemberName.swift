/// A member of a type by name: `Poller.timer`.
struct MemberName: Hashable, Sendable {
  /// The type's name.
  var type: String
  /// The member's name.
  var name: String
}
