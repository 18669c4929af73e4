/// JSON Lines: one object per line, in report order: each finding as in the JSON report's
/// `findings` (triage fields flattened in, `record` for exports), then each unreadable input as
/// `{"error": ..., "file": ...}`. No summary line: a consumer counts what it reads. `triage`
/// writes the same lines as it goes (`TriageStream`).
public struct JSONLinesReporter: Reporter {
  /// Creates the reporter.
  public init() {}

  /// Every finding and error, one per line.
  public func render(_ report: Report) -> String {
    var text = ""
    for finding in report.findings { text += Self.line(finding) }
    for error in report.errors { text += Self.line(error) }
    return text
  }

  /// One finding as a line, newline included.
  static func line(_ finding: Finding) -> String {
    JSONLineWriter.line(finding) + "\n"
  }

  /// Appends one finding as a line (UTF-8), newline included, to `text`.
  static func append(_ finding: Finding, to text: inout [UInt8]) {
    JSONLineWriter.write(finding, to: &text)
    text.append(0x0A)
  }

  /// One unreadable input (or record) as a line, newline included.
  static func line(_ error: InputError) -> String {
    JSONText.encode(JSONErrorLine(error: error.message, file: error.path), pretty: false) + "\n"
  }
}

/// An error as a JSON Lines object.
struct JSONErrorLine: Encodable {
  var error: String
  var file: String
}
