import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor to the end, stopping with an error past a size limit, so a 200 MB or
/// endless input (a FIFO, `/dev/zero`) never exhausts memory. A regular file says its size: it
/// is refused early when too large, else read into one buffer of that size in one call.
enum BoundedReader {
  /// The first buffer for inputs of unknown size (stdin, FIFOs); it doubles as needed.
  static let initialBuffer = 64 << 10

  static func read(descriptor: Int32, limit: Int, displayPath: String) -> Result<[UInt8], InputError> {
    let tooLarge = InputError(
      path: displayPath, message: "too large: more than \(limit / (1 << 20)) MB; pass a smaller file")
    var capacity = initialBuffer
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
      // One spare byte: the second read call then returns 0 (end of file) without growing.
      capacity = Int(info.st_size) + 1
    }
    var bytes = [UInt8](repeating: 0, count: capacity)
    var length = 0
    while true {
      if length == bytes.count {
        guard length <= limit else { return .failure(tooLarge) }
        // An array, not repeatElement: that appends byte by byte (20 s for 64 MB in debug builds).
        bytes += [UInt8](repeating: 0, count: min(bytes.count, limit + 1 - length))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        SystemRead.read(descriptor, buffer.baseAddress! + length, buffer.count - length)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(
          InputError(path: displayPath, message: "cannot read: \(String(cString: strerror(errno)))"))
      }
      if count == 0 { break }
      length += count
    }
    guard length <= limit else { return .failure(tooLarge) }
    bytes.removeSubrange(length...)
    return .success(bytes)
  }

}
