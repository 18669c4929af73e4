/// One stack frame, in any report format.
struct CrashFrame: Sendable {
  /// The image (library or executable) name, e.g. `libdispatch.dylib`.
  var image: String?
  /// The symbol as written (without `+ offset`), or nil when unsymbolicated.
  var symbol: String?
  /// Offset of the instruction from the image's load address, when known.
  var imageOffset: UInt64?
  /// Source file, when the report has it.
  var file: String?
  /// Source line, when the report has it.
  var sourceLine: Int?
  /// 1-based line of this frame in the report.
  var reportLine: Int?
  /// Marked by the reporter as system or compiler-generated code (Linux `[system]`).
  var isSystemMarked: Bool = false

  /// The normalised name (docs/triage-facts.md §2), computed from `symbol`.
  var name: FrameName { FrameName(symbol ?? "") }

  /// The frame as quoted in evidence: `libdispatch.dylib _dispatch_lane_resume`.
  var quoted: String {
    let what = symbol ?? imageOffset.map { "0x" + String($0, radix: 16) } ?? "???"
    var text = image.map { "\($0) \(what)" } ?? what
    if let file {
      let base = file.split(separator: "/").last.map(String.init) ?? file
      text += sourceLine.map { " (\(base):\($0))" } ?? " (\(base))"
    }
    return text
  }
}
