/// A JSON value under construction. Objects and arrays are shared boxes, because `Encoder`
/// containers are handed out by value and keep appending after that. A tree is only read once
/// encoding has finished, so it may then be read from several threads.
enum JSONNode: @unchecked Sendable {
  /// A number, `true`, `false` or `null`, already spelled as JSON.
  case literal(String)
  /// A string, escaped when written.
  case string(String)
  /// An object; its members are sorted when written.
  case object(JSONObject)
  /// An array, in order.
  case array(JSONArray)
  /// The value a super encoder is given, read when the tree is written.
  case pending(JSONTreeEncoder)
}
