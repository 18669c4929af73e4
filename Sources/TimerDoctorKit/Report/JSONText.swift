import Foundation

/// The one place reports are encoded as JSON: Foundation's `JSONEncoder`, pretty printed, keys
/// sorted, slashes unescaped, so the same value always gives the same bytes.
enum JSONText {
  /// `value` as pretty-printed (or one-line) JSON with sorted keys, or `{}` if it cannot be encoded.
  static func encode<Value: Encodable>(_ value: Value, pretty: Bool = true) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail; the fallback keeps that honest.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
