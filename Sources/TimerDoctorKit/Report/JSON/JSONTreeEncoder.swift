/// An `Encoder` that builds a `JSONNode` tree for `JSONWriter`. Optionals left `nil` are omitted
/// (as synthesized `encodeIfPresent` does), integers and booleans are written as literals. Coding
/// paths are not tracked: the only failure is a non-finite number, and reports hold none.
final class JSONTreeEncoder: Encoder {
  /// The value encoded so far; `nil` until a container is asked for.
  private(set) var root: JSONNode?
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    let object: JSONObject
    if case .object(let existing) = root {
      object = existing
    } else {
      object = JSONObject()
      root = .object(object)
    }
    return KeyedEncodingContainer(JSONKeyedContainer(object: object))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    let array: JSONArray
    if case .array(let existing) = root {
      array = existing
    } else {
      array = JSONArray()
      root = .array(array)
    }
    return JSONUnkeyedContainer(array: array)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    JSONSingleValueContainer(encoder: self)
  }

  /// Sets the whole value (a single value, or an array built elsewhere).
  func setRoot(_ node: JSONNode) {
    root = node
  }

  /// `value` as a node: scalars directly, anything else through its own `encode(to:)`.
  static func node<Value: Encodable>(for value: Value) throws -> JSONNode {
    // Metatype checks, not `as?` casts: a dynamic cast looks up protocol conformances each time.
    if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
    if Value.self == Int.self { return .literal(String(unsafeBitCast(value, to: Int.self))) }
    if Value.self == Bool.self { return .literal(unsafeBitCast(value, to: Bool.self) ? "true" : "false") }
    let encoder = JSONTreeEncoder()
    try value.encode(to: encoder)
    return encoder.root ?? .object(JSONObject())
  }

  /// A floating-point value as JSON; non-finite values cannot be written.
  static func node<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    for value: Value
  ) throws -> JSONNode {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "\(value) is not valid in JSON"))
    }
    let text = value.description
    return .literal(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
  }
}
