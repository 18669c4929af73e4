import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file handle to the end in chunks, stopping with an error past a size limit, so a
/// 200 MB or endless input (a FIFO, `/dev/zero`) never exhausts memory.
enum BoundedReader {
  static func read(handle: FileHandle, limit: Int, displayPath: String) -> Result<[UInt8], InputError> {
    let descriptor = handle.fileDescriptor
    let tooLarge = InputError(
      path: displayPath, message: "too large: more than \(limit / (1 << 20)) MB; pass a smaller file")
    var bytes: [UInt8] = []
    // A regular file says its size: refuse it early, or read it with one buffer and few calls.
    var info = stat()
    if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
      guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
      bytes.reserveCapacity(Int(info.st_size) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(
          InputError(path: displayPath, message: "cannot read: \(String(cString: strerror(errno)))"))
      }
      if count == 0 { break }
      guard bytes.count + count <= limit else { return .failure(tooLarge) }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return .success(bytes)
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
