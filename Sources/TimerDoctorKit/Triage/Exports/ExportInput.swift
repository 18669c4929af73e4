/// Finds crash-service exports in an input's bytes: one JSON document (a Sentry event or an
/// array of events, a MetricKit diagnostic or payload, a Crashlytics row), or JSON Lines (one
/// record per line, as `bq extract` and most exporters write). Each record is read on its own.
enum ExportInput {
  /// A record read, or the one-line reason it could not be (with its line).
  typealias Entry = Result<ExportRecord, RecordError>

  /// Why one record could not be read.
  struct RecordError: Error, Sendable {
    /// The record's 1-based line in the input.
    var line: Int
    var message: String
  }

  /// Keys only exports have, checked before a document is parsed as one: an `.ips` report has
  /// none of them, so it is parsed once, by its own reader.
  static let exportKeys: [StaticString] = [
    "\"event_id\"", "\"eventID\"", "\"issue_id\"", "\"callStackTree\"", "\"crashDiagnostics\"",
  ]

  /// The records in `bytes`, and whether they were JSON Lines (one per line), or `nil` when the
  /// input is not an export.
  static func records(_ bytes: [UInt8]) -> (entries: [Entry], lines: Bool)? {
    var start = 0
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    while start < bytes.count, isSpace(bytes[start]) { start += 1 }
    guard start < bytes.count, bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") else {
      return nil
    }
    // Exporters write these keys near the start or the end of a record: look there only, so an
    // `.ips` report costs two short scans.
    let head = bytes[start..<min(bytes.count, start + 8192)]
    let tail = bytes[max(start, bytes.count - 8192)..<bytes.count]
    guard exportKeys.contains(where: { head.contains($0) || tail.contains($0) }) else { return nil }
    let firstLine = 1 + bytes[0..<start].lineFeeds
    var lineEnd = start
    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
    if let tape = try? JSONTape(bytes: bytes, range: start..<lineEnd, firstLine: firstLine),
      ExportDecoder.kind(tape, 0) != nil,
      bytes[lineEnd...].contains(where: { !isSpace($0) })
    {
      return (jsonLines(bytes, from: start, firstLine: firstLine), true)
    }
    guard let tape = try? JSONTape(bytes: bytes, range: start..<bytes.count, firstLine: firstLine),
      let records = ExportDecoder.records(tape)
    else { return nil }
    return (
      records.map { result in result.mapError { RecordError(line: tape.line(0), message: $0.message) } },
      false
    )
  }

  /// One record per non-blank line.
  static func jsonLines(_ bytes: [UInt8], from start: Int, firstLine: Int) -> [Entry] {
    var entries: [Entry] = []
    for (number, line) in ByteLines(bytes[start...], firstLine: firstLine) {
      let text = line.trimmed
      guard !text.isEmpty else { continue }
      entries += record(Array(text), line: number)
    }
    return entries
  }

  /// The records of one JSON Lines line (usually one).
  static func record(_ line: [UInt8], line number: Int) -> [Entry] {
    let tape: JSONTape
    do {
      tape = try JSONTape(bytes: line, range: 0..<line.count, firstLine: number)
    } catch {
      return [.failure(RecordError(line: number, message: "not valid JSON: \(error.reason)"))]
    }
    guard let records = ExportDecoder.records(tape) else {
      return [.failure(RecordError(line: number, message: "not a crash record of a known export"))]
    }
    return records.map { result in
      result.mapError { RecordError(line: number, message: $0.message) }
    }
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
