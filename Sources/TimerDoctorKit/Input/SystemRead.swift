#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `read(2)`, named apart from the Swift methods called `read` that wrap it.
enum SystemRead {
  /// Reads up to `count` bytes from `descriptor` into `buffer`; the byte count, 0 at the end, or -1.
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }
}
