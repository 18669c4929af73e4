#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's size and status-change time, from one `stat`: the change time moves on every write,
/// `touch` and `chmod`, so an unchanged status means an unchanged file to the lint cache.
public struct FileStatus: Hashable, Sendable {
  /// The size in bytes.
  public var size: Int64
  /// The status-change time, in nanoseconds since 1970.
  public var changed: Int64

  init(_ info: stat) {
    size = Int64(info.st_size)
    #if canImport(Darwin)
      changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
    #else
      changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    #endif
  }

  /// The status of `path`, or `nil` when it cannot be read.
  static func of(_ path: String) -> FileStatus? {
    var info = stat()
    return stat(path, &info) == 0 ? FileStatus(info) : nil
  }
}
