#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file itself, whichever path reaches it: its device and inode.
struct FileIdentity: Hashable, Sendable {
  var device: UInt64
  var inode: UInt64

  init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
