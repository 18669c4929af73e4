/// The text helpers every layer uses: one trimming and one padding, so columns line up the same
/// way in help, `rules` and reports.
extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }

  /// The text without leading and trailing whitespace, newlines included.
  var trimmingSpacesAndNewlines: String {
    var slice = Substring(self)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }

  /// The text padded with spaces to `width` columns; `atLeastOneSpace` adds a separating space
  /// when it is already that wide.
  func padded(to width: Int, atLeastOneSpace: Bool = false) -> String {
    if count >= width { return String(self) + (atLeastOneSpace ? " " : "") }
    return String(self) + String(repeating: " ", count: width - count)
  }
}

extension String {
  /// The text broken at spaces into lines of at most `width` columns (a longer word keeps its
  /// own line), so help stays readable in an 80- or 100-column terminal.
  func wrapped(to width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ", omittingEmptySubsequences: true) {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
