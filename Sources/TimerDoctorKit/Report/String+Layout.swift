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
