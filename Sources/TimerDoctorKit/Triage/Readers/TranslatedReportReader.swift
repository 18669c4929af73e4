/// Reads a macOS "Translated Report": a text rendering under a
/// `Translated Report (Full Report Below)` banner, then `Full Report` and the whole `.ips`.
/// The JSON half is used when present and complete, else the text half.
enum TranslatedReportReader {
  static func read(_ bytes: [UInt8], bannerEnd: Int) -> Result<CrashReport, CrashReportError> {
    var textEnd = bytes.count
    var jsonStart: Int?
    var jsonLine = 1
    var sawMarker = false
    for (number, line) in ByteLines(bytes[bannerEnd...], firstLine: 1 + bytes[..<bannerEnd].lineFeeds) {
      let body = line.trimmed
      if !sawMarker, body.hasPrefix("Full Report") {
        sawMarker = true
        textEnd = line.startIndex
        continue
      }
      if sawMarker, body.first == UInt8(ascii: "{") {
        jsonStart = body.startIndex
        jsonLine = number
        break
      }
    }
    if let jsonStart,
      case .success(var report) = ReportDecoder.decodeJSON(bytes, from: jsonStart, line: jsonLine),
      report.hasContent
    {
      report.format = .translated
      return .success(report)
    }
    var report = TextReportReader.read(
      bytes[bannerEnd..<textEnd], firstLine: 1 + bytes[..<bannerEnd].lineFeeds)
    report.format = .translated
    return .success(report)
  }
}
