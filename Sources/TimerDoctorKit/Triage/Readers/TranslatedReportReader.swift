/// Reads a macOS "Translated Report": a text rendering under a
/// `Translated Report (Full Report Below)` banner, then `Full Report` and the whole `.ips`.
/// The JSON half is used when present and complete, else the text half.
enum TranslatedReportReader {
  static func read(_ bytes: [UInt8], bannerEnd: Int) -> Result<CrashReport, CrashReportError> {
    var textEnd = bytes.count
    var jsonStart: Int?
    var jsonLine = 1
    var sawMarker = false
    for (number, line) in ByteLines(bytes[bannerEnd...], firstLine: lineNumber(bytes, at: bannerEnd)) {
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
      bytes[bannerEnd..<textEnd], firstLine: lineNumber(bytes, at: bannerEnd))
    report.format = .translated
    return .success(report)
  }

  private static func lineNumber(_ bytes: [UInt8], at offset: Int) -> Int {
    1 + bytes[0..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }
}
