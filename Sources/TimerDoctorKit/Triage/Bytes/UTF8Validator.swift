/// Checks that bytes are well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
enum UTF8Validator {
  /// The offset of the first invalid byte, or nil when all bytes are valid.
  static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      let count = buffer.count
      var index = 0
      while index < count {
        let lead = buffer[index]
        if lead < 0x80 {
          index += 1
          continue
        }
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
        default: return index
        }
        guard index + length <= count else { return index }
        let second = buffer[index + 1]
        guard second >= low, second <= high else { return index }
        var offset = 2
        while offset < length {
          guard buffer[index + offset] & 0xC0 == 0x80 else { return index }
          offset += 1
        }
        index += length
      }
      return nil
    }
  }
}
