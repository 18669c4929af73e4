#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte offset where every line of a file starts; built only when a finding needs a line.
struct LineTable: Sendable {
  /// Byte offset of the start of every line (the first is 0).
  let starts: [Int]

  init(_ bytes: [UInt8]) {
    starts = bytes.withUnsafeBufferPointer { buffer in
      var starts = [0]
      guard let base = buffer.baseAddress else { return starts }
      // `memchr` jumps from line break to line break with vector instructions.
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset)
      {
        offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        starts.append(offset)
      }
      return starts
    }
  }

  /// 1-based line of a byte offset.
  func line(ofOffset offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }

  /// 1-based line and 1-based column (in Unicode scalars) of a byte offset of `bytes`.
  func position(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    let line = line(ofOffset: offset)
    var column = 1
    for byte in bytes[starts[line - 1]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
    return (line, column)
  }
}
