import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a Swift file in one `read` of its exact size (the generic chunked reader allocates a
/// 1 MB buffer per call, which dominates on thousands of small files); stdin and anything
/// unusual go through `InputSource.read`.
enum SourceReader {
  static func read(_ source: InputSource, limit: Int) -> Result<[UInt8], InputError> {
    guard case .file(let path) = source.location else { return source.read(limit: limit) }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return source.read(limit: limit) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
      Int(info.st_size) <= limit
    else {
      return source.read(limit: limit)
    }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    while done < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + done, size - done)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      done += count
    }
    guard done == size else { return source.read(limit: limit) }
    return .success(bytes)
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
