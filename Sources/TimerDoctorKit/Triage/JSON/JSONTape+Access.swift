import Foundation

/// Reading values out of a parsed tape. Node index 0 is the root.
extension JSONTape {
  /// The kind of node `index`.
  func kind(_ index: Int) -> Kind { nodes[index].kind }

  /// 1-based line of node `index`.
  func line(_ index: Int) -> Int { Int(nodes[index].line) }

  /// The value of `key` in object `object`, or nil when absent or `object` is not an object.
  func member(_ object: Int, _ key: String) -> Int? {
    guard object < nodes.count, nodes[object].kind == .object else { return nil }
    var keyBytes = key
    return keyBytes.withUTF8 { wanted -> Int? in
      bytes.withUnsafeBufferPointer { all -> Int? in
        nodes.withUnsafeBufferPointer { nodes -> Int? in
          var child = object + 1
          let stop = Int(nodes[object].next)
          while child < stop {
            let value = child + 1
            let node = nodes[child]
            let start = Int(node.start)
            let length = Int(node.end) - start
            if length == wanted.count, node.kind == .string {
              if node.escaped {
                if string(child).map({ $0.utf8.elementsEqual(wanted) }) == true { return value }
              } else if length == 0 || memcmp(all.baseAddress! + start, wanted.baseAddress!, length) == 0 {
                return value
              }
            }
            child = Int(nodes[value].next)
          }
          return nil
        }
      }
    }
  }

  /// Calls `body` with each (key node, value node) of object `object`, in one pass; cheaper than
  /// several `member` lookups when most keys are wanted.
  func forEachMember(_ object: Int, _ body: (_ key: Int, _ value: Int) -> Void) {
    guard object < nodes.count, nodes[object].kind == .object else { return }
    var child = object + 1
    let stop = Int(nodes[object].next)
    while child < stop {
      let value = child + 1
      body(child, value)
      child = Int(nodes[value].next)
    }
  }

  /// Whether key node `index` is exactly `key` (unescaped keys only, as in real reports).
  func keyIs(_ index: Int, _ key: StaticString) -> Bool {
    let node = nodes[index]
    let start = Int(node.start)
    let length = Int(node.end) - start
    guard length == key.utf8CodeUnitCount, !node.escaped else { return false }
    return bytes.withUnsafeBufferPointer { all in
      memcmp(all.baseAddress! + start, key.utf8Start, length) == 0
    }
  }

  /// The element indices of array `array` (empty when it is not an array).
  func elements(_ array: Int) -> [Int] {
    guard array < nodes.count, nodes[array].kind == .array else { return [] }
    var result: [Int] = []
    result.reserveCapacity(Int(nodes[array].count))
    var child = array + 1
    let stop = Int(nodes[array].next)
    while child < stop {
      result.append(child)
      child = Int(nodes[child].next)
    }
    return result
  }

  /// The (key, value) pairs of object `object`, in document order.
  func members(_ object: Int) -> [(key: String, value: Int)] {
    guard object < nodes.count, nodes[object].kind == .object else { return [] }
    var result: [(key: String, value: Int)] = []
    var child = object + 1
    let stop = Int(nodes[object].next)
    while child < stop {
      let value = child + 1
      result.append((string(child) ?? "", value))
      child = Int(nodes[value].next)
    }
    return result
  }

  /// A string node decoded (escapes resolved), or a number node's text; nil for other kinds.
  func string(_ index: Int?) -> String? {
    guard let index, index < nodes.count else { return nil }
    let node = nodes[index]
    switch node.kind {
    case .string:
      let range = Int(node.start)..<Int(node.end)
      if !node.escaped { return String(decoding: bytes[range], as: UTF8.self) }
      return JSONStringDecoder.decode(bytes[range])
    case .number:
      return String(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
    default:
      return nil
    }
  }

  /// An integer from a number node or a string of digits (`"309"`); nil for fractions,
  /// exponents, other characters and values that do not fit in `Int`.
  func int(_ index: Int?) -> Int? {
    guard let index, index < nodes.count else { return nil }
    let node = nodes[index]
    guard node.kind == .number || node.kind == .string else { return nil }
    var cursor = Int(node.start)
    let stop = Int(node.end)
    var negative = false
    if cursor < stop, bytes[cursor] == UInt8(ascii: "-") {
      negative = true
      cursor += 1
    }
    guard cursor < stop else { return nil }
    var value = 0
    while cursor < stop {
      let digit = bytes[cursor] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      // Accumulate negatively so that Int.min fits.
      let (product, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = product.subtractingReportingOverflow(Int(digit))
      guard !overflow, !carry else { return nil }
      value = sum
      cursor += 1
    }
    if negative { return value }
    let (positive, overflow) = (0).subtractingReportingOverflow(value)
    return overflow ? nil : positive
  }

  /// Whether node `index` is `true`.
  func bool(_ index: Int?) -> Bool {
    guard let index, index < nodes.count, nodes[index].kind == .bool else { return false }
    return bytes[Int(nodes[index].start)] == UInt8(ascii: "t")
  }

  /// The strings of a string, an array of strings, or an object of arrays of strings (`asi`).
  func strings(_ index: Int?) -> [String] {
    guard let index, index < nodes.count else { return [] }
    switch nodes[index].kind {
    case .string, .number:
      return string(index).map { [$0] } ?? []
    case .array:
      return elements(index).flatMap { strings($0) }
    case .object:
      return members(index).flatMap { strings($0.value) }
    default:
      return []
    }
  }

}
