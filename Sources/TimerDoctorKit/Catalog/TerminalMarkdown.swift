/// A Rules/ entry's Markdown made readable on a terminal: headings underlined, code blocks
/// indented without their fences, inline code without backticks, and no `↓` test markers.
enum TerminalMarkdown {
  static func render(_ markdown: String) -> String {
    var lines: [String] = []
    var inCode = false
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.replacingOccurrences(of: "↓", with: "")
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      if inCode {
        lines.append(line.isEmpty ? "" : "    " + line)
      } else if let heading = Self.heading(line) {
        lines.append(heading.text)
        lines.append(String(repeating: heading.level == 1 ? "=" : "-", count: heading.text.count))
      } else {
        lines.append(line.replacingOccurrences(of: "`", with: ""))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `# Title` or `## Why`: the text and the level.
  static func heading(_ line: String) -> (text: String, level: Int)? {
    let level = line.prefix { $0 == "#" }.count
    guard level > 0, line.dropFirst(level).hasPrefix(" ") else { return nil }
    return (String(line.dropFirst(level + 1)), level)
  }
}
