/// Tells a Markdown document (a README beside the logs, notes, a saved issue thread) from a paste
/// by content: a document has a heading line (`# Title`, `## Stack trace`), which no crash report
/// or tool output has (gdb's frames are `#0`, with no space). Its prose quotes messages and frame
/// names without having crashed, so only its code blocks can hold a report, and a document whose
/// report text has no stack frame is documentation, not a report.
enum MarkdownDocument {
  /// Code blocks in these languages are program source or configuration, never a report.
  static let sourceLanguages: Set<String> = [
    "swift", "objc", "objective-c", "objectivec", "c", "cpp", "c++", "m", "mm", "kotlin", "java",
    "python", "ruby", "yaml", "toml",
  ]

  /// Whether `bytes` read as a Markdown document: a heading line among its first 200 lines.
  static func isDocument(_ bytes: ArraySlice<UInt8>) -> Bool {
    ByteLines(bytes).prefix(200).contains { isHeading($0.text) }
  }

  /// The document's report text: the lines of its code blocks (except those in a source
  /// language), every other line emptied so line numbers stay; `nil` when it has no code block.
  static func codeBlocks(_ bytes: [UInt8]) -> [UInt8]? {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var fence: ArraySlice<UInt8>?
    var keepsBlock = false
    var sawBlock = false
    for (_, line) in ByteLines(bytes[...]) {
      let body = line.trimmed
      if let open = fence {
        if body.count >= open.count, body.allSatisfy({ $0 == open.first }) {
          fence = nil
        } else if keepsBlock {
          text += line
        }
      } else if let marker = fenceMarker(body) {
        fence = marker
        sawBlock = true
        let language = String(decoding: body.dropFirst(marker.count).trimmed, as: UTF8.self)
        keepsBlock = !sourceLanguages.contains(language.lowercased())
      }
      text.append(0x0A)
    }
    return sawBlock ? text : nil
  }

  /// The run of three or more backticks or tildes that opens a code block, if `body` is a fence.
  static func fenceMarker(_ body: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    guard let first = body.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
    let marker = body.prefix { $0 == first }
    return marker.count >= 3 ? marker : nil
  }

  /// `#` to `######`, a space, then text: an ATX heading, indented by at most three spaces.
  static func isHeading(_ line: ArraySlice<UInt8>) -> Bool {
    let indent = line.prefix { $0 == 0x20 }
    guard indent.count <= 3 else { return false }
    let rest = line[indent.endIndex...]
    let hashes = rest.prefix { $0 == UInt8(ascii: "#") }
    guard (1...6).contains(hashes.count) else { return false }
    let title = rest[hashes.endIndex...]
    guard title.first == 0x20 else { return false }
    return title.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
  }
}
