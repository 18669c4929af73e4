import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file descriptor to the end, stopping with an error past a size limit, so a 200 MB or
/// endless input (a FIFO, `/dev/zero`) never exhausts memory. A regular file says its size: it
/// is refused early when too large, else read into one buffer of that size.
enum BoundedReader {
  /// The first buffer for inputs of unknown size (stdin, FIFOs); it doubles as needed.
  static let initialBuffer = 64 << 10

  /// The bytes of `descriptor` to its end.
  static func read(descriptor: Int32, limit: Int, displayPath: String) -> Result<[UInt8], InputError> {
    readStamped(descriptor: descriptor, limit: limit, displayPath: displayPath).map(\.bytes)
  }

  /// The bytes of `descriptor`, with the status of a regular file taken before the first read (so a
  /// later write always moves it; the lint cache stamps files with it). A regular file is read up
  /// to the size it states (a file that grows meanwhile is read as it was); one that states size 0
  /// (`/proc` files) is read to its end.
  static func readStamped(descriptor: Int32, limit: Int, displayPath: String)
    -> Result<(bytes: [UInt8], status: FileStatus?), InputError>
  {
    let tooLarge = InputError(
      path: displayPath, message: "too large: more than \(limit / (1 << 20)) MB; pass a smaller file")
    var info = stat()
    var status: FileStatus?
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
      status = FileStatus(info)
      if info.st_size > 0 {
        return readRegular(descriptor: descriptor, size: Int(info.st_size), displayPath: displayPath)
          .map { ($0, status) }
      }
    }
    var bytes = [UInt8](repeating: 0, count: initialBuffer)
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
        return .failure(readError(displayPath, errno: errno))
      }
      if count == 0 { break }
      length += count
    }
    guard length <= limit else { return .failure(tooLarge) }
    bytes.removeSubrange(length...)
    return .success((bytes, status))
  }

  /// The first `size` bytes of a regular file (fewer if it shrank), read into a buffer that is
  /// never zero-filled first.
  private static func readRegular(descriptor: Int32, size: Int, displayPath: String) -> Result<
    [UInt8], InputError
  > {
    var failure: Int32 = 0
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
      var length = 0
      while length < size {
        let count = SystemRead.read(descriptor, buffer.baseAddress! + length, size - length)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { failure = errno }
        if count <= 0 { break }
        length += count
      }
      initialized = length
    }
    return failure == 0 ? .success(bytes) : .failure(readError(displayPath, errno: failure))
  }

  private static func readError(_ displayPath: String, errno code: Int32) -> InputError {
    InputError(path: displayPath, message: "cannot read: \(String(cString: strerror(code)))")
  }
}
