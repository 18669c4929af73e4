import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the text goes to a temporary file in the same folder, is flushed to disk, then renamed over.
public enum AtomicFileWriter {
  /// Writes `text` to `path` atomically.
  public static func write(_ text: String, to path: String) throws(OutputError) {
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var template = Array("\(directory.isEmpty ? "." : directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw OutputError(
        path: path, reason: "cannot write: \(lastErrorText()); check that the folder exists and is writable")
    }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(text.utf8))
      try handle.synchronize()
      try handle.close()
    } catch {
      unlink(temporary)
      throw OutputError(
        path: path, reason: "cannot write: \(error.localizedDescription); nothing was written")
    }
    _ = chmod(temporary, 0o644)
    guard rename(temporary, path) == 0 else {
      let reason = lastErrorText()
      unlink(temporary)
      throw OutputError(path: path, reason: "cannot write: \(reason); nothing was written")
    }
  }

  private static func lastErrorText() -> String {
    String(cString: strerror(errno))
  }
}
