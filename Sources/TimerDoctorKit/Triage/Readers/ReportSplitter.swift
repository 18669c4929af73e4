/// Several crash reports pasted into one file (an issue with two crashes, a mail thread): the
/// line ranges of each, found at the lines that only start a report. A file with one report, or
/// a JSON report, is one piece.
enum ReportSplitter {
  /// One report's bytes and the line number of its first line.
  struct Piece: Equatable, Sendable {
    var range: Range<Int>
    var firstLine: Int
    var lastLine: Int
  }

  /// Lines that begin a report and appear once in each: Apple's text reports and Linux Swift
  /// backtraces.
  static let startMarkers: [StaticString] = ["Incident Identifier:", "*** Program crashed:"]

  /// The pieces of `bytes`; a single piece (the whole input) unless a start marker repeats.
  static func pieces(_ bytes: [UInt8]) -> [Piece] {
    // JSON (`.ips`) is one report, read by the JSON path: no line scan.
    if let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }),
      first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    {
      return [Piece(range: 0..<bytes.count, firstLine: 1, lastLine: 1)]
    }
    var starts: [(offset: Int, line: Int)] = []
    var lineStart = 0
    var line = 1
    var lastLine = 1
    while lineStart < bytes.count {
      var end = lineStart
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      var body = lineStart
      while body < end, bytes[body] == 0x20 || bytes[body] == 0x09 { body += 1 }
      if startMarkers.contains(where: {
        bytes[body..<end].starts(with: UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount))
      }) {
        starts.append((lineStart, line))
      }
      lastLine = line
      lineStart = end + 1
      line += 1
    }
    guard starts.count >= 2 else { return [Piece(range: 0..<bytes.count, firstLine: 1, lastLine: lastLine)] }
    // Text before the first marker (a title, prose) belongs to the first report.
    var pieces: [Piece] = []
    for (index, start) in starts.enumerated() {
      let from = index == 0 ? 0 : start.offset
      let first = index == 0 ? 1 : start.line
      let next = index + 1 < starts.count ? starts[index + 1] : nil
      pieces.append(
        Piece(
          range: from..<(next?.offset ?? bytes.count), firstLine: first,
          lastLine: (next?.line ?? lastLine + 1) - 1))
    }
    return pieces
  }
}
