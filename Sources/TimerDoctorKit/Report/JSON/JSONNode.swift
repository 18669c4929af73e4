/// A JSON value under construction. Objects and arrays are shared boxes, because `Encoder`
/// containers are handed out by value and keep appending after that. A tree is only read once
/// encoding has finished, so it may then be read from several threads.
enum JSONNode: @unchecked Sendable {
  /// A number, `true`, `false` or `null`, already spelled as JSON.
  case literal(String)
  case string(String)
  case object(JSONObject)
  case array(JSONArray)
  /// The value a super encoder is given, read when the tree is written.
  case pending(JSONTreeEncoder)
}

/// An object's members in encoding order; the writer sorts them.
final class JSONObject {
  var members: [(key: String, value: JSONNode)] = []
}

/// An array's elements in order.
final class JSONArray {
  var elements: [JSONNode] = []
}
