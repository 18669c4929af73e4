/// Lays out compact JSON the way `JSONEncoder` lays out `.prettyPrinted` output: two spaces per
/// level, `" : "` after a key, and an empty array or object as its brackets with an empty line
/// between them. With `JSONLineWriter`, it lets a report's findings, most of its bytes, skip
/// `JSONEncoder` (measured: 35 million instructions on one core for a 132 KB lint report, at the
/// end of the run where no other work overlaps it).
enum JSONPrettyPrinter {
  /// `compact` (valid JSON without insignificant whitespace) laid out over lines.
  static func pretty(_ compact: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(compact.count * 2)
    var depth = 0
    var index = 0
    func breakLine() {
      out.append(UInt8(ascii: "\n"))
      out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
    while index < compact.count {
      let byte = compact[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // A string, copied as it is: its quotes and backslashes are escaped, so the first
        // unescaped quote ends it.
        out.append(byte)
        while index < compact.count {
          let inner = compact[index]
          out.append(inner)
          index += 1
          if inner == UInt8(ascii: "\\"), index < compact.count {
            out.append(compact[index])
            index += 1
          } else if inner == UInt8(ascii: "\"") {
            break
          }
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        out.append(byte)
        let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if index < compact.count, compact[index] == close {
          out.append(UInt8(ascii: "\n"))
          breakLine()
          out.append(close)
          index += 1
        } else {
          depth += 1
          breakLine()
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        breakLine()
        out.append(byte)
      case UInt8(ascii: ","):
        out.append(byte)
        breakLine()
      case UInt8(ascii: ":"):
        out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
      default:
        out.append(byte)
      }
    }
    return out
  }
}
