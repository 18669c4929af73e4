/// An object's members in encoding order. The writer sorts them by key and, as `JSONEncoder`
/// does, keeps only the last value encoded for a key.
final class JSONObject {
  var members: [(key: String, value: JSONNode)] = []
}
