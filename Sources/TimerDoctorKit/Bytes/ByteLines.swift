/// Splits bytes into lines (LF or CRLF) as slices, with their 1-based line numbers.
struct ByteLines: Sequence {
  let bytes: ArraySlice<UInt8>
  /// The line number of the first line.
  let firstLine: Int

  init(_ bytes: ArraySlice<UInt8>, firstLine: Int = 1) {
    self.bytes = bytes
    self.firstLine = firstLine
  }

  func makeIterator() -> Iterator {
    Iterator(bytes: bytes, index: bytes.startIndex, number: firstLine)
  }

  /// Yields `(number, line)` with the line's CR and LF removed.
  struct Iterator: IteratorProtocol {
    let bytes: ArraySlice<UInt8>
    var index: Int
    var number: Int

    mutating func next() -> (number: Int, text: ArraySlice<UInt8>)? {
      guard index < bytes.endIndex else { return nil }
      let start = index
      var stop = index
      while stop < bytes.endIndex, bytes[stop] != 0x0A { stop += 1 }
      index = stop + 1
      var end = stop
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      defer { number += 1 }
      return (number, bytes[start..<end])
    }
  }
}
