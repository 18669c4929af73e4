/// The byte offset where every line of a file starts; built only when a finding needs a line.
struct LineTable: Sendable {
  /// Byte offset of the start of every line (the first is 0).
  let starts: [Int]

  init(_ bytes: [UInt8]) {
    starts = bytes.withUnsafeBufferPointer { buffer in
      var starts = [0]
      for offset in 0..<buffer.count where buffer[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
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
}
