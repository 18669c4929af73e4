import Foundation

/// Reads a file handle to the end in chunks, stopping with an error past a size limit, so a
/// 200 MB or endless input (a FIFO, `/dev/zero`) never exhausts memory.
enum BoundedReader {
  static func read(handle: FileHandle, limit: Int, displayPath: String) -> Result<[UInt8], InputError> {
    var bytes: [UInt8] = []
    // Start small (most inputs are a few KB) and grow to 1 MB: a fresh 1 MB buffer per small
    // file costs more in page faults than reading it.
    var chunkSize = 64 << 10
    while true {
      defer { chunkSize = min(chunkSize * 2, 1 << 20) }
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: chunkSize)
      } catch {
        return .failure(InputError(path: displayPath, message: "cannot read: \(error.localizedDescription)"))
      }
      guard let chunk, !chunk.isEmpty else { break }
      if bytes.count + chunk.count > limit {
        return .failure(
          InputError(
            path: displayPath,
            message: "too large: more than \(limit / (1 << 20)) MB; pass a smaller file"))
      }
      bytes.append(contentsOf: chunk)
    }
    return .success(bytes)
  }
}
