/// Appends members to a `JSONObject`.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let object: JSONObject
  var codingPath: [any CodingKey] { [] }

  private func put(_ node: JSONNode, _ key: Key) {
    object.members.append((key.stringValue, node))
  }

  mutating func encodeNil(forKey key: Key) throws { put(.literal("null"), key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { put(.literal(value ? "true" : "false"), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    put(try JSONTreeEncoder.node(for: value), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    put(try JSONTreeEncoder.node(for: value), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { put(.literal(String(value)), key) }
  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
    put(try JSONTreeEncoder.node(for: value), key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = JSONObject()
    put(.object(nested), key)
    return KeyedEncodingContainer(
      JSONKeyedContainer<NestedKey>(object: nested))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = JSONArray()
    put(.array(nested), key)
    return JSONUnkeyedContainer(array: nested)
  }

  mutating func superEncoder() -> any Encoder {
    let encoder = JSONTreeEncoder()
    object.members.append(("super", .pending(encoder)))
    return encoder
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let encoder = JSONTreeEncoder()
    put(.pending(encoder), key)
    return encoder
  }
}
