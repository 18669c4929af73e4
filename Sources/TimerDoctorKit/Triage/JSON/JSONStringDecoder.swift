/// Resolves the escapes of a JSON string's raw bytes (between the quotes).
enum JSONStringDecoder {
  static func decode(_ raw: ArraySlice<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var index = raw.startIndex
    var pendingHigh: UInt32?
    while index < raw.endIndex {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.endIndex else {
        out.append(byte)
        index += 1
        continue
      }
      let code = raw[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "u"):
        guard index + 4 <= raw.endIndex, let unit = hex(raw[index..<index + 4]) else {
          out.append(contentsOf: Array("\u{FFFD}".utf8))
          continue
        }
        index += 4
        if (0xD800..<0xDC00).contains(unit) {
          pendingHigh = unit
          continue
        }
        var scalarValue = unit
        if (0xDC00..<0xE000).contains(unit), let high = pendingHigh {
          scalarValue = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
        }
        pendingHigh = nil
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      default:
        out.append(code)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func hex(_ digits: ArraySlice<UInt8>) -> UInt32? {
    var value: UInt32 = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(digit - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    return value
  }
}
