import Foundation

/// The one place JSON is encoded: sorted keys, pretty printed, slashes unescaped.
enum JSONText {
  static func encode<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail; the fallback keeps that honest.
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
