/// The one place JSON is encoded: sorted keys, pretty printed, slashes unescaped. The bytes are
/// those of Foundation's `JSONEncoder` with these options for the values reports are made of
/// (structs, arrays, string-keyed dictionaries, optionals, strings, integers, booleans,
/// floating-point numbers); types that `JSONEncoder` special-cases, such as `Data`, `URL`,
/// `Date` and `Decimal`, are written in their plain `Codable` form instead.
enum JSONText {
  /// `value` as pretty-printed JSON with sorted keys, or `{}` if it cannot be encoded.
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONTreeEncoder()
    // Encoding plain structs of strings and numbers cannot fail; the fallback keeps that honest.
    guard (try? value.encode(to: encoder)) != nil, let root = encoder.root else { return "{}" }
    var writer = JSONWriter()
    writer.write(root, depth: 0)
    return String(decoding: writer.bytes, as: UTF8.self)
  }
}
