/// Appends elements to a `JSONArray`.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
  let array: JSONArray
  var codingPath: [any CodingKey] { [] }
  var count: Int { array.elements.count }

  mutating func encodeNil() throws { array.elements.append(.literal("null")) }
  mutating func encode(_ value: Bool) throws { array.elements.append(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { array.elements.append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    array.elements.append(try JSONTreeEncoder.node(for: value))
  }
  mutating func encode(_ value: Float) throws {
    array.elements.append(try JSONTreeEncoder.node(for: value))
  }
  mutating func encode(_ value: Int) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: Int8) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: Int16) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: Int32) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: UInt) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: UInt8) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: UInt16) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: UInt32) throws { array.elements.append(.literal(String(value))) }
  mutating func encode(_ value: UInt64) throws { array.elements.append(.literal(String(value))) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    array.elements.append(try JSONTreeEncoder.node(for: value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = JSONObject()
    array.elements.append(.object(nested))
    return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(object: nested))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = JSONArray()
    array.elements.append(.array(nested))
    return JSONUnkeyedContainer(array: nested)
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = JSONTreeEncoder()
    array.elements.append(.pending(encoder))
    return encoder
  }
}
