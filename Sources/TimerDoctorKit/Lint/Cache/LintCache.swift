import Foundation

/// The cache of lint runs in a folder (`.build/timerdoctor-cache` by default, `--cache-path`):
/// a run over the same inputs with the same binary, rules and configuration reuses the last
/// run's findings. A record that cannot be read, was made for another run or by another layout
/// is ignored and replaced, never trusted; a cache that cannot be written is skipped silently.
struct LintCache: Sendable {
  /// The folder holding the records.
  let folder: String
  /// Everything besides the inputs that decides the findings: binary, rule book, enabled rules,
  /// severities, configuration, paths and options.
  let key: String

  /// Files younger than this are stamped without their time: one written again within the same
  /// clock tick would otherwise keep a stale stamp.
  static let settlingNanoseconds: Int64 = 2_000_000_000

  init(folder: String, runDescription: String) {
    self.folder = folder
    key = String(ContentHash.of(runDescription + "\n" + Self.binaryIdentity), radix: 16)
  }

  /// The running binary by path, size and time, so a rebuilt timerdoctor never reads a record of
  /// the one before.
  static let binaryIdentity: String = {
    let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let status = FileStatus.of(path)
    return "\(path) \(status?.size ?? 0) \(status?.changed ?? 0) \(HelpText.version)"
  }()

  var recordPath: String { folder + "/lint-" + key + ".txt" }

  /// The stored record of this run key, if one can be read (not yet checked against the inputs).
  func storedRecord() -> LintCacheRecord? {
    let source = InputSource(location: .file(recordPath), displayPath: recordPath)
    guard case .success(let bytes) = source.read(limit: InputSource.sizeLimit),
      let record = LintCacheRecord(decoding: bytes), record.key == key
    else { return nil }
    return record
  }

  /// The findings of `record` when every one of `sources` (in order) still has its stamp: the
  /// same status, or, when the status differs, the same size and bytes.
  func reusable(_ record: LintCacheRecord?, for sources: [InputSource]) -> LintCacheRecord.Results? {
    guard let record, record.files.count == sources.count else { return nil }
    // Each file's status from the walk, then its bytes when the status moved (in parallel).
    let pairs = Array(zip(record.files, sources))
    let same = pairs.concurrentMap { stamp, source -> Bool in
      guard let path = source.filePath, path == stamp.path, let status = source.status ?? FileStatus.of(path),
        status.size == stamp.size
      else { return false }
      if status.changed == stamp.changed && stamp.changed != 0 { return true }
      return FileManager.default.contents(atPath: path).map { ContentHash.of([UInt8]($0)) } == stamp.hash
    }
    return same.allSatisfy { $0 } ? record.results : nil
  }

  /// Stores a run's record, replacing the last one atomically; failures are ignored (the cache
  /// only saves time).
  func store(files: [FileStamp], findings: [Finding], warnings: [String]) {
    let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    let settled = files.map { stamp -> FileStamp in
      var stamp = stamp
      if now - stamp.changed < Self.settlingNanoseconds { stamp.changed = 0 }
      return stamp
    }
    let record = LintCacheRecord(
      key: key, files: settled, results: .init(findings: findings, warnings: warnings))
    guard let pieces = record.pieces(),
      (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return }
    // A project whose version control does not ignore `.build` still sees no new files: the
    // folder ignores itself (as pytest's cache does).
    let ignore = folder + "/.gitignore"
    if !FileManager.default.fileExists(atPath: ignore) { try? AtomicFileWriter.write("*\n", to: ignore) }
    try? AtomicFileWriter.write(pieces: [pieces.header, pieces.body], to: recordPath, durable: false)
  }
}
