import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a report that is made piece by piece (`--format jsonl --output FILE`) so that readers
/// still see the old file or the whole new one: the pieces go to a temporary file in the same
/// folder, which `finish()` flushes and renames over the target; `discard()` removes it.
final class StreamingFileWriter {
  let path: String
  private let temporary: String
  private let handle: FileHandle
  private var failure: String?
  /// The permissions the file gets.
  private let mode: mode_t

  /// A writer for `path`, whose file gets `mode` (a report: 0644; a fixed source: its own mode).
  init(path: String, mode: mode_t = 0o644) throws(FileError) {
    self.path = path
    self.mode = mode
    let directory = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    var template = Array("\(directory.isEmpty ? "." : directory)/.\(name).tmp-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw FileError(
        path: path,
        reason:
          "cannot write: \(String(cString: strerror(errno))); check that the folder exists and is writable")
    }
    temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    TemporaryFileCleanup.begin(temporary)
  }

  /// Appends `text`; the first failure is kept and reported by `finish()`.
  func write(_ text: String) {
    write(Data(text.utf8))
  }

  /// Appends `data` (a `Data`, or bytes written without a copy); the first failure is kept and
  /// reported by `finish()`.
  func write(_ data: some DataProtocol) {
    guard failure == nil else { return }
    do {
      if WriteKillPoint.requested == .midWrite {
        // Half a piece on disk is the worst moment to die: the test checks the target is intact.
        try handle.write(contentsOf: data.prefix(data.count / 2))
        WriteKillPoint.midWrite.reached()
      }
      try handle.write(contentsOf: data)
    } catch {
      failure = error.localizedDescription
    }
  }

  /// Flushes (unless `durable` is false: a cache, whose checksum refuses a torn file, need not
  /// wait for the disk), then renames the temporary file over the target.
  func finish(durable: Bool = true) throws(FileError) {
    defer { TemporaryFileCleanup.end() }
    do {
      if let failure {
        throw FileError(path: path, reason: "cannot write: \(failure); nothing was written")
      }
      if durable { try handle.synchronize() }
      try handle.close()
    } catch let error as FileError {
      unlink(temporary)
      throw error
    } catch {
      unlink(temporary)
      throw FileError(
        path: path, reason: "cannot write: \(error.localizedDescription); nothing was written")
    }
    _ = chmod(temporary, mode)
    WriteKillPoint.beforeRename.reached()
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw FileError(path: path, reason: "cannot write: \(reason); nothing was written")
    }
    WriteKillPoint.afterRename.reached()
  }

  /// Removes the temporary file (the run stopped before its report was whole).
  func discard() {
    defer { TemporaryFileCleanup.end() }
    try? handle.close()
    unlink(temporary)
  }
}
