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

  /// Writes `bytes` to `path` atomically, flushed to disk first unless `durable` is false.
  static func write(bytes: [UInt8], to path: String, durable: Bool = true) throws(FileError) {
    let writer = try StreamingFileWriter(path: path)
    writer.write(Data(bytes))
    try writer.finish(durable: durable)
  }
}
