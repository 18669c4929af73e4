/// Small byte-level text helpers for the line readers. No `String` work until a value is kept.
extension ArraySlice where Element == UInt8 {
  /// The slice decoded as UTF-8 (input was validated before reading).
  var text: String { String(decoding: self, as: UTF8.self) }

  /// The number of line feeds in the slice (line numbers: `1 + bytes[..<offset].lineFeeds`).
  var lineFeeds: Int {
    var count = 0
    for byte in self where byte == 0x0A { count += 1 }
    return count
  }

  /// The slice without leading and trailing spaces and tabs.
  var trimmed: ArraySlice<UInt8> {
    var start = startIndex
    var end = endIndex
    while start < end, self[start] == 0x20 || self[start] == 0x09 { start += 1 }
    while end > start, self[end - 1] == 0x20 || self[end - 1] == 0x09 { end -= 1 }
    return self[start..<end]
  }

  /// Whether the slice starts with `prefix`.
  func hasPrefix(_ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard self.count >= count else { return false }
    return prefix.withUTF8Buffer { buffer in
      var index = startIndex
      for byte in buffer {
        if self[index] != byte { return false }
        index += 1
      }
      return true
    }
  }

  /// Whether the slice ends with `suffix`.
  func hasSuffix(_ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard self.count >= count else { return false }
    return self[(endIndex - count)...].hasPrefix(suffix)
  }

  /// The index of the first occurrence of `needle`, if any (`ByteSearch`).
  func firstIndex(of needle: StaticString) -> Int? {
    withUnsafeBufferPointer { text in
      needle.withUTF8Buffer { ByteSearch.firstOffset(of: $0, in: text) }.map { startIndex + $0 }
    }
  }

  /// The index of the last occurrence of `needle`, if any.
  func lastIndex(of needle: StaticString) -> Int? {
    let count = needle.utf8CodeUnitCount
    guard count > 0, self.count >= count else { return nil }
    var index = endIndex - count
    while index >= startIndex {
      if self[index..<(index + count)].hasPrefix(needle) { return index }
      index -= 1
    }
    return nil
  }

  /// Whether the slice contains `needle`.
  func contains(_ needle: StaticString) -> Bool { firstIndex(of: needle) != nil }

  /// The non-blank runs of the slice (split at spaces and tabs).
  var tokens: [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var index = startIndex
    while index < endIndex {
      while index < endIndex, self[index] == 0x20 || self[index] == 0x09 { index += 1 }
      let start = index
      while index < endIndex, self[index] != 0x20, self[index] != 0x09 { index += 1 }
      if index > start { result.append(self[start..<index]) }
    }
    return result
  }

  /// Whether every byte is an ASCII digit (and there is at least one).
  var isDigits: Bool {
    !isEmpty && allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  /// A decimal integer, if the slice is only digits and fits.
  var decimal: Int? {
    guard isDigits, count < 19 else { return nil }
    return reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  /// A hexadecimal integer written `0x...` (or bare hex digits), if it fits in 64 bits.
  var hexadecimal: UInt64? {
    var digits = self
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
    guard !digits.isEmpty, digits.count <= 16 else { return nil }
    var value: UInt64 = 0
    for byte in digits {
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte - 0x30
      case 0x61...0x66: digit = byte - 0x61 + 10
      case 0x41...0x46: digit = byte - 0x41 + 10
      default: return nil
      }
      value = value << 4 | UInt64(digit)
    }
    return value
  }
}
