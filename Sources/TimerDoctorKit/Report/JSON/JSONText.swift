/// The one place JSON is encoded: sorted keys, pretty printed, slashes unescaped (the layout of
/// Foundation's `JSONEncoder` with those options, byte for byte, at a fraction of its cost).
enum JSONText {
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONTreeEncoder()
    // Encoding plain structs of strings and numbers cannot fail; the fallback keeps that honest.
    guard (try? value.encode(to: encoder)) != nil else { return "{}" }
    var writer = JSONWriter()
    writer.write(encoder.root ?? .object(JSONObject()), depth: 0)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
