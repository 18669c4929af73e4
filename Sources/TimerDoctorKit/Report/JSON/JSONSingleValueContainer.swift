/// Sets the whole value of a `JSONTreeEncoder`.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
  let encoder: JSONTreeEncoder
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { encoder.setRoot(.literal("null")) }
  mutating func encode(_ value: Bool) throws { encoder.setRoot(.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { encoder.setRoot(.string(value)) }
  mutating func encode(_ value: Double) throws {
    encoder.setRoot(try JSONTreeEncoder.node(for: value))
  }
  mutating func encode(_ value: Float) throws {
    encoder.setRoot(try JSONTreeEncoder.node(for: value))
  }
  mutating func encode(_ value: Int) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: Int8) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: Int16) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: Int32) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: Int64) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: UInt) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: UInt8) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: UInt16) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: UInt32) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode(_ value: UInt64) throws { encoder.setRoot(.literal(String(value))) }
  mutating func encode<Value: Encodable>(_ value: Value) throws {
    encoder.setRoot(try JSONTreeEncoder.node(for: value))
  }
}
