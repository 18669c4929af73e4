/// Checks that bytes are well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF)
/// and free of NUL bytes, eight ASCII bytes at a time.
enum UTF8Validator {
  /// The first problem: a NUL byte or an invalid sequence, with its offset.
  enum Problem: Equatable {
    case nul(Int)
    case invalid(Int)
  }

  /// The first NUL byte or invalid sequence, or nil when the bytes are clean UTF-8 text.
  static func firstProblem(_ bytes: [UInt8]) -> Problem? {
    bytes.withUnsafeBufferPointer { buffer -> Problem? in
      guard let base = buffer.baseAddress else { return nil }
      let count = buffer.count
      var index = 0
      while index < count {
        // Fast path: eight ASCII bytes with no NUL.
        if index + 8 <= count {
          let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
          let hasHigh = word & 0x8080_8080_8080_8080
          let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
          if hasHigh == 0 && hasZero == 0 {
            index += 8
            continue
          }
        }
        let lead = base[index]
        if lead < 0x80 {
          if lead == 0 { return .nul(index) }
          index += 1
          continue
        }
        guard let length = sequenceLength(base, index, count) else {
          // A NUL anywhere later means binary data (a PNG starts with 0x89), not bad text.
          if let nul = buffer[index...].firstIndex(of: 0) { return .nul(nul) }
          return .invalid(index)
        }
        index += length
      }
      return nil
    }
  }

  /// The length of the valid multi-byte sequence at `index` of the `count` bytes at `base`, or
  /// nil: the one UTF-8 table (the lint scanner reads identifiers with it too).
  static func sequenceLength(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> Int? {
    let lead = base[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard index + length <= count else { return nil }
    let second = base[index + 1]
    guard second >= low, second <= high else { return nil }
    var offset = 2
    while offset < length {
      guard base[index + offset] & 0xC0 == 0x80 else { return nil }
      offset += 1
    }
    return length
  }
}
