import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input to read: a regular file found on the command line or below a folder, or stdin.
public struct InputSource: Hashable, Sendable {
  /// The largest input either engine reads: real crash reports and Swift files are well under
  /// 10 MB, so anything bigger is refused with a clear error instead of being held in memory.
  public static let sizeLimit = 64 << 20

  /// Where the bytes come from.
  public enum Location: Hashable, Sendable {
    /// A file on disk, by absolute or relative path.
    case file(String)
    /// Standard input (`-` on the command line).
    case standardInput
  }

  /// Where the bytes come from.
  public var location: Location
  /// The path shown to the user: relative to the current directory when below it, `-` for stdin.
  public var displayPath: String
  /// Whether the walk of a folder found it (`false`: named on the command line). A folder may hold
  /// more than inputs (notes, sources); a named file is always meant as one.
  public var isFoundInFolder = false
  /// The file's status when the walk took it (`nil` for stdin), for the lint cache.
  public var status: FileStatus?
  /// The file itself (device and inode) when the walk took it, so a second path to it is dropped.
  var identity: FileIdentity?

  /// Creates an input source.
  public init(location: Location, displayPath: String, isFoundInFolder: Bool = false) {
    self.location = location
    self.displayPath = displayPath
    self.isFoundInFolder = isFoundInFolder
  }

  /// The path of a file input; `nil` for standard input.
  var filePath: String? {
    if case .file(let path) = location { return path }
    return nil
  }

  /// Reads the whole input, refusing inputs larger than `limit` bytes with a clear error.
  public func read(limit: Int) -> Result<[UInt8], InputError> {
    readStamped(limit: limit).map(\.bytes)
  }

  /// Reads the whole input like `read(limit:)`, with a regular file's status taken before its
  /// bytes were read (`nil` for stdin, FIFOs and devices).
  func readStamped(limit: Int) -> Result<(bytes: [UInt8], status: FileStatus?), InputError> {
    switch location {
    case .standardInput:
      return BoundedReader.readStamped(descriptor: STDIN_FILENO, limit: limit, displayPath: displayPath)
        .map { ($0.bytes, nil) }
    case .file(let path):
      let descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        let reason =
          errno == ENOENT ? "it was removed or renamed during the run" : String(cString: strerror(errno))
        return .failure(InputError(path: displayPath, message: "cannot open: \(reason)"))
      }
      defer { close(descriptor) }
      return BoundedReader.readStamped(descriptor: descriptor, limit: limit, displayPath: displayPath)
    }
  }
}
