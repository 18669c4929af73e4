/// Code that several rule book entries offer (the state-tracking `RepeatingTimer` wrapper): kept
/// once in `Rules/snippets/`, and placed into each entry that names it on a line of its own,
/// `Shared code: [RepeatingTimer.swift](snippets/RepeatingTimer.swift)`, as a Swift block. A
/// Markdown viewer shows the line as a link to the file; `explain` and the tests see the code.
enum SharedCode {
  static let prefix: StaticString = "Shared code: ["

  /// `text` with every shared-code line replaced by its snippet; a name with no snippet is an
  /// error at that line.
  static func expand(_ text: String, file: String, snippets: [String: String]) throws(FileError) -> String {
    // Bytes, not lines of Characters: every run of every command parses the rule book, and
    // splitting entries into lines was most of that. Only the shared-code lines are looked at;
    // the text between them is copied as it is.
    let bytes = Array(text.utf8)
    var expanded: [UInt8] = []
    var copied = 0
    var from = 0
    while let found = bytes[from...].withUnsafeBufferPointer({ rest in
      prefix.withUTF8Buffer { ByteSearch.firstOffset(of: $0, in: rest) }
    }) {
      let start = from + found
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      from = end
      guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n"),
        let name = snippetName(Substring(String(decoding: bytes[start..<end], as: UTF8.self)))
      else { continue }
      guard let code = snippets[name] else {
        throw FileError(
          path: file, line: bytes[..<start].count { $0 == UInt8(ascii: "\n") } + 1,
          reason: "no shared code snippets/\(name): add it to the rules folder's snippets/")
      }
      expanded += bytes[copied..<start]
      expanded += ("```swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "```").utf8
      copied = end
    }
    guard copied > 0 else { return text }
    expanded += bytes[copied...]
    return String(decoding: expanded, as: UTF8.self)
  }

  /// `RepeatingTimer.swift` from `Shared code: [RepeatingTimer.swift](snippets/RepeatingTimer.swift)`.
  static func snippetName(_ line: Substring) -> String? {
    guard let open = line.range(of: "](snippets/"), line.hasSuffix(")") else { return nil }
    let name = line[open.upperBound..<line.index(before: line.endIndex)]
    return name.isEmpty || name.contains("/") ? nil : String(name)
  }
}
