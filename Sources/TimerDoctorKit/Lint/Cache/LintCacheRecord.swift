import Foundation

/// One cached lint run: the inputs it read, and what it found in them. Valid only for the run
/// key it was stored under, and only while every input still has its stamp.
///
/// Stored as text, read in one pass: a header line (`timerdoctor-lint-cache <layout> <key>
/// <checksum>`, the checksum being the content hash of everything after the header, so a record
/// cut short or edited is refused), the findings and warnings as one line of JSON, then one line
/// per input (`<size> <changed> <hash> <path>`). A run over tens of thousands of files reads its stamps in
/// milliseconds, which JSON for every stamp did not.
struct LintCacheRecord: Sendable {
  /// The record layout; a record of another layout is ignored.
  static let layout = 4

  /// The run key (`LintCache.key`) the record was made for.
  var key: String
  /// Every input, in walk order.
  var files: [FileStamp]
  /// What the run reported, before a baseline filters it.
  var results: Results

  /// The findings and warnings of a run.
  struct Results: Codable, Sendable {
    var findings: [Finding]
    var warnings: [String]
  }

  /// The record's header line and body, as bytes, written one after the other; `nil` when a path
  /// cannot be stored on one line. Built in one buffer: every cold run stores thousands of stamps.
  func pieces() -> (header: [UInt8], body: [UInt8])? {
    guard !files.contains(where: { $0.path.utf8.contains { $0 == 10 || $0 == 13 } }),
      let results = try? JSONEncoder().encode(results)
    else { return nil }
    var body: [UInt8] = []
    body.reserveCapacity(results.count + 1 + files.reduce(0) { $0 + $1.path.utf8.count + 64 })
    body += results
    body.append(10)
    for file in files {
      body += String(file.size).utf8
      body.append(32)
      body += String(file.changed).utf8
      body.append(32)
      body += String(file.hash, radix: 16).utf8
      body.append(32)
      body += file.path.utf8
      body.append(10)
    }
    let header = "timerdoctor-lint-cache \(Self.layout) \(key) \(String(ContentHash.of(body), radix: 16))\n"
    return (Array(header.utf8), body)
  }

  /// The record in `bytes`, or `nil` when it is not one of this layout (corrupt, foreign, older).
  init?(decoding bytes: [UInt8]) {
    guard let headerEnd = bytes.firstIndex(of: UInt8(ascii: "\n")),
      let resultsEnd = bytes[(headerEnd + 1)...].firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    let header = String(decoding: bytes[..<headerEnd], as: UTF8.self).split(separator: " ")
    guard header.count == 4, header[0] == "timerdoctor-lint-cache", header[1] == "\(Self.layout)",
      UInt64(header[3], radix: 16) == ContentHash.of(bytes[(headerEnd + 1)...]),
      let results = try? JSONDecoder().decode(Results.self, from: Data(bytes[(headerEnd + 1)..<resultsEnd])),
      let files = Self.stamps(in: bytes, from: resultsEnd + 1)
    else { return nil }
    self.init(key: String(header[2]), files: files, results: results)
  }

  /// The stamp lines from `start` to the end, read byte by byte (`<size> <changed> <hash> <path>`).
  private static func stamps(in bytes: [UInt8], from start: Int) -> [FileStamp]? {
    bytes.withUnsafeBufferPointer { buffer -> [FileStamp]? in
      var files: [FileStamp] = []
      var index = start
      /// The number before the next space, in `radix`, or `nil`.
      func number(_ radix: UInt64) -> UInt64? {
        var value: UInt64 = 0
        let first = index
        while index < buffer.count, buffer[index] != UInt8(ascii: " ") {
          let byte = buffer[index]
          let digit: UInt64
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
            digit = UInt64(byte - UInt8(ascii: "a") + 10)
          default: return nil
          }
          let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
          guard !overflow else { return nil }
          value = shifted &+ digit
          index += 1
        }
        guard index > first, index < buffer.count else { return nil }
        index += 1
        return value
      }
      while index < buffer.count {
        guard let size = number(10), let changed = number(10), let hash = number(16),
          let end = buffer[index...].firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let path = String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<end]), as: UTF8.self)
        files.append(FileStamp(path: path, size: Int64(size), changed: Int64(changed), hash: hash))
        index = end + 1
      }
      return files
    }
  }

  init(key: String, files: [FileStamp], results: Results) {
    self.key = key
    self.files = files
    self.results = results
  }
}
