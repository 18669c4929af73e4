/// Typed reads of an export record's fields over its JSON tape. Absent and `null` fields are
/// `nil` (exporters leave out what they do not know); integers are accepted as JSON numbers or
/// decimal strings (BigQuery's JSON export quotes INT64 values); any other wrong type throws,
/// naming the field.
struct ExportFields {
  let tape: JSONTape

  /// The member `key` of `object`, or nil when absent or `null`.
  func value(_ object: Int, _ key: String) -> Int? {
    guard let index = tape.member(object, key), tape.kind(index) != .null else { return nil }
    return index
  }

  /// Value node `index` as a string (nil for `null`), checked like a member.
  func string(at index: Int, path: @autoclosure () -> String) throws(ExportFieldError) -> String? {
    guard tape.kind(index) != .null else { return nil }
    try expect(index, .string, path: path())
    return tape.string(index)
  }

  /// Value node `index` as an integer, from a number or a decimal string (nil for `null`).
  func integer(at index: Int, path: @autoclosure () -> String) throws(ExportFieldError) -> Int? {
    guard tape.kind(index) != .null else { return nil }
    guard tape.kind(index) == .number || tape.kind(index) == .string, let number = tape.int(index) else {
      throw ExportFieldError(field: path(), problem: "\(Self.describe(tape, index)); expected an integer")
    }
    return number
  }

  /// Value node `index` as a Boolean (nil for `null`).
  func bool(at index: Int, path: @autoclosure () -> String) throws(ExportFieldError) -> Bool? {
    switch tape.kind(index) {
    case .null: return nil
    case .bool: return tape.bool(index)
    case .string where tape.string(index) == "true": return true
    case .string where tape.string(index) == "false": return false
    default:
      throw ExportFieldError(field: path(), problem: "\(Self.describe(tape, index)); expected true or false")
    }
  }

  /// An object member, or nil.
  func object(_ object: Int, _ key: String, path: @autoclosure () -> String) throws(ExportFieldError) -> Int?
  {
    guard let index = value(object, key) else { return nil }
    try expect(index, .object, path: path())
    return index
  }

  /// The elements of an array member (none when absent).
  func array(_ object: Int, _ key: String, path: @autoclosure () -> String) throws(ExportFieldError) -> [Int]
  {
    guard let index = value(object, key) else { return [] }
    try expect(index, .array, path: path())
    return tape.elements(index)
  }

  /// A string member, or nil.
  func string(_ object: Int, _ key: String, path: @autoclosure () -> String) throws(ExportFieldError)
    -> String?
  {
    guard let index = value(object, key) else { return nil }
    return try string(at: index, path: path())
  }

  /// The first of `keys` that is present, as a string (`queue_name`, else `thread_name`).
  func string(_ object: Int, firstOf keys: [String], path prefix: @autoclosure () -> String)
    throws(ExportFieldError) -> String?
  {
    for key in keys {
      if let text = try string(object, key, path: prefix() + key) { return text }
    }
    return nil
  }

  /// The first of `keys` that is present, as an integer.
  func integer(_ object: Int, firstOf keys: [String], path prefix: @autoclosure () -> String)
    throws(ExportFieldError) -> Int?
  {
    for key in keys {
      if let number = try integer(object, key, path: prefix() + key) { return number }
    }
    return nil
  }

  /// The first of `keys` that is present, as a Boolean.
  func bool(_ object: Int, firstOf keys: [String], path prefix: @autoclosure () -> String)
    throws(ExportFieldError) -> Bool?
  {
    for key in keys {
      if let value = try bool(object, key, path: prefix() + key) { return value }
    }
    return nil
  }

  /// The first of `keys` that is present, as an address.
  func address(_ object: Int, firstOf keys: [String], path prefix: @autoclosure () -> String)
    throws(ExportFieldError) -> UInt64?
  {
    for key in keys {
      if let value = try address(object, key, path: prefix() + key) { return value }
    }
    return nil
  }

  /// An integer member, from a number or a decimal string, or nil.
  func integer(_ object: Int, _ key: String, path: @autoclosure () -> String) throws(ExportFieldError) -> Int?
  {
    guard let index = value(object, key) else { return nil }
    return try integer(at: index, path: path())
  }

  /// A Boolean member (`true` / `false`, or the strings `"true"` / `"false"`), or nil.
  func bool(_ object: Int, _ key: String, path: @autoclosure () -> String) throws(ExportFieldError) -> Bool? {
    guard let index = value(object, key) else { return nil }
    return try bool(at: index, path: path())
  }

  /// An address written as `0x` hex text (Sentry), a decimal string or a number, or nil.
  func address(_ object: Int, _ key: String, path: @autoclosure () -> String) throws(ExportFieldError)
    -> UInt64?
  {
    guard let index = value(object, key) else { return nil }
    if tape.kind(index) == .string, let text = tape.string(index),
      text.hasPrefix("0x") || text.hasPrefix("0X")
    {
      guard let number = UInt64(text.dropFirst(2), radix: 16) else {
        throw ExportFieldError(field: path(), problem: "is `\(text)`; expected a hex address")
      }
      return number
    }
    return try integer(object, key, path: path()).map { UInt64(truncatingIfNeeded: $0) }
  }

  private func expect(_ index: Int, _ kind: JSONTape.Kind, path: @autoclosure () -> String)
    throws(ExportFieldError)
  {
    guard tape.kind(index) != kind else { return }
    throw ExportFieldError(
      field: path(), problem: "\(Self.describe(tape, index)); expected \(Self.name(kind))")
  }

  /// `is a string`, `is the number 3`.
  static func describe(_ tape: JSONTape, _ index: Int) -> String {
    switch tape.kind(index) {
    case .number: "is the number \(tape.string(index) ?? "")"
    case .string: "is the string \"\((tape.string(index) ?? "").prefix(40))\""
    default: "is \(name(tape.kind(index)))"
    }
  }

  static func name(_ kind: JSONTape.Kind) -> String {
    switch kind {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a Boolean"
    case .null: "null"
    }
  }
}
