/// A field of an export record whose JSON type is wrong (`"threads": "none"`): that record gets
/// this one-line error, the other records are still read.
struct ExportFieldError: Error, Equatable, Sendable {
  /// The field's path in the record, e.g. `threads[0].frames`.
  var field: String
  /// What was found and what was expected, e.g. `is a string; expected an array`.
  var problem: String

  /// `threads[0].frames is a string; expected an array`.
  var message: String { "`\(field)` \(problem)" }
}
