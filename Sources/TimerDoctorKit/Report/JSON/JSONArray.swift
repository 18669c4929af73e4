/// An array's elements in order.
final class JSONArray {
  var elements: [JSONNode] = []
}
