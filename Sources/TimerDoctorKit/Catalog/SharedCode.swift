/// Code that several rule book entries offer (the state-tracking `RepeatingTimer` wrapper): kept
/// once in `Rules/snippets/`, and placed into each entry that names it on a line of its own,
/// `Shared code: [RepeatingTimer.swift](snippets/RepeatingTimer.swift)`, as a Swift block. A
/// Markdown viewer shows the line as a link to the file; `explain` and the tests see the code.
enum SharedCode {
  static let prefix = "Shared code: ["

  /// `text` with every shared-code line replaced by its snippet; a name with no snippet is an
  /// error at that line.
  static func expand(_ text: String, file: String, snippets: [String: String]) throws(FileError) -> String {
    // Bytes, not Characters: splitting an entry into `Character` lines walks every grapheme and
    // was most of the start-up time; most entries name no shared code at all.
    var text = text
    let names = text.withUTF8 { ByteSearch.contains("Shared code: [", in: $0) }
    guard names else { return text }
    var lines: [String] = []
    for (index, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = Substring(bytes)
      // The prefix compared as bytes too: `hasPrefix` on a Substring walks graphemes, and every
      // run of every command parses the rule book.
      guard bytes.starts(with: prefix.utf8), let name = snippetName(line) else {
        lines.append(String(line))
        continue
      }
      guard let code = snippets[name] else {
        throw FileError(
          path: file, line: index + 1,
          reason: "no shared code snippets/\(name): add it to the rules folder's snippets/")
      }
      lines.append("```swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "```")
    }
    return lines.joined(separator: "\n")
  }

  /// `RepeatingTimer.swift` from `Shared code: [RepeatingTimer.swift](snippets/RepeatingTimer.swift)`.
  static func snippetName(_ line: Substring) -> String? {
    guard let open = line.range(of: "](snippets/"), line.hasSuffix(")") else { return nil }
    let name = line[open.upperBound..<line.index(before: line.endIndex)]
    return name.isEmpty || name.contains("/") ? nil : String(name)
  }
}
