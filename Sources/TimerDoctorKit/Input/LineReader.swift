import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor line by line in fixed-size chunks, so an input of any size (a JSON
/// Lines export of a million rows on stdin) is held one batch of lines at a time. A line longer
/// than `maximumLine` is passed over to its end and returned as `tooLong`.
struct LineReader {
  /// One line: its 1-based number and bytes (without the line break), or that it was too long.
  enum Line {
    /// The bytes are a slice of the reader's buffer (copied by whoever keeps them, which for a
    /// batch triaged in parallel is each worker, not the reading thread).
    case text(number: Int, bytes: ArraySlice<UInt8>)
    case tooLong(number: Int)
  }

  let descriptor: Int32
  let maximumLine: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var skipping = false
  private var number = 0
  /// The read error that ended the input early, if any.
  private(set) var error: String?

  static let chunk = 1 << 20

  init(descriptor: Int32, maximumLine: Int = InputSource.sizeLimit) {
    self.descriptor = descriptor
    self.maximumLine = maximumLine
  }

  /// Up to `count` next lines; empty at the end of the input.
  mutating func next(_ count: Int) -> [Line] {
    var lines: [Line] = []
    while lines.count < count {
      if let newline = Self.newline(in: buffer, from: start) {
        number += 1
        if skipping {
          skipping = false
          lines.append(.tooLong(number: number))
        } else {
          var end = newline
          if end > start, buffer[end - 1] == 0x0D { end -= 1 }
          lines.append(.text(number: number, bytes: buffer[start..<end]))
        }
        start = newline + 1
        continue
      }
      if atEnd {
        if start < buffer.count || skipping {
          number += 1
          lines.append(
            skipping ? .tooLong(number: number) : .text(number: number, bytes: buffer[start...]))
          skipping = false
        }
        buffer.removeAll()
        start = 0
        break
      }
      // Keep the unfinished line, drop what was consumed, read one more chunk.
      buffer.removeSubrange(0..<start)
      start = 0
      if skipping || buffer.count > maximumLine {
        skipping = true
        buffer.removeAll()
      }
      fill()
    }
    return lines
  }

  /// The index of the first line feed at or after `start`: `memchr`, since this one thread
  /// splits every line of the input while the workers triage.
  private static func newline(in buffer: [UInt8], from start: Int) -> Int? {
    guard start < buffer.count else { return nil }
    return buffer.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress, let hit = memchr(base + start, 0x0A, bytes.count - start) else {
        return nil
      }
      return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }
  }

  private mutating func fill() {
    let old = buffer.count
    buffer += [UInt8](repeating: 0, count: Self.chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { raw in
        SystemRead.read(descriptor, raw.baseAddress! + old, Self.chunk)
      }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { error = String(cString: strerror(errno)) }
      buffer.removeSubrange((old + max(count, 0))...)
      if count <= 0 { atEnd = true }
      return
    }
  }

}
