import Foundation

/// Writes a file so that readers see either the old file or the whole new one, never a part:
/// the text goes to a temporary file in the same folder, is flushed to disk, then renamed over.
public enum AtomicFileWriter {
  /// Writes `text` to `path` atomically.
  public static func write(_ text: String, to path: String) throws(FileError) {
    let writer = try StreamingFileWriter(path: path)
    writer.write(text)
    try writer.finish()
  }

  /// Writes `pieces` one after the other to `path` atomically (no copy joins them), flushed to
  /// disk first unless `durable` is false.
  static func write(pieces: [[UInt8]], to path: String, durable: Bool = true) throws(FileError) {
    let writer = try StreamingFileWriter(path: path)
    for piece in pieces { writer.write(piece) }
    try writer.finish(durable: durable)
  }
}
