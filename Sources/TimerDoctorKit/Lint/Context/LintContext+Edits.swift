/// What a fix needs to know about the text around the code it changes: byte ranges of tokens,
/// where a statement ends and its line, the file's indentation and line breaks, and names no
/// code uses yet.
extension LintContext {
  /// An edit that replaces the code tokens in `range` (and the spacing between them) with `text`.
  func edit(replacing range: ClosedRange<Int>, with text: String) -> SourceEdit {
    SourceEdit(
      range: Int(file.token(range.lowerBound).start)..<Int(file.token(range.upperBound).end), text: text)
  }

  /// An edit that inserts `text` right after code token `codeIndex`.
  func edit(inserting text: String, after codeIndex: Int) -> SourceEdit {
    let end = Int(file.token(codeIndex).end)
    return SourceEdit(range: end..<end, text: text)
  }

  /// The last code token of the call whose name is at `name`: its `)`, or the `}` of a trailing
  /// closure. `nil` when the name is not followed by a call.
  func callEnd(name: Int) -> Int? {
    var end = name
    if file.isPunct(end + 1, "("), let close = structure.partner(of: end + 1) { end = close }
    if file.isPunct(end + 1, "{"), let close = structure.partner(of: end + 1) { end = close }
    return end == name ? nil : end
  }

  /// Where a new statement goes after the statement ending at code token `end`: the end of that
  /// token's line (after a trailing `//` comment), when the next code token is on a later line
  /// and no block comment starts in between. `nil` otherwise.
  func lineEnd(afterStatementEndingAt end: Int) -> Int? {
    guard endsStatement(end), isOnLaterLine(end + 1, than: end) else { return nil }
    let bytes = file.bytes
    var offset = Int(file.token(end).end)
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*")
      {
        return nil
      }
      offset += 1
    }
    if offset > 0, offset <= bytes.count, bytes[offset - 1] == UInt8(ascii: "\r") { offset -= 1 }
    return offset
  }

  /// Whether code token `later` starts on a line after the one code token `earlier` ends on.
  func isOnLaterLine(_ later: Int, than earlier: Int) -> Bool {
    guard later < file.count else { return true }
    return file.bytes[Int(file.token(earlier).end)..<Int(file.token(later).start)].contains(
      UInt8(ascii: "\n"))
  }

  /// The spaces and tabs that start the line of code token `codeIndex`.
  func indentation(ofLineAt codeIndex: Int) -> String {
    let bytes = file.bytes
    var start = Int(file.token(codeIndex).start)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The file's line break: `\r\n` when its first line ends so, else `\n`.
  var lineBreak: String {
    guard let newline = file.bytes.firstIndex(of: UInt8(ascii: "\n")), newline > 0,
      file.bytes[newline - 1] == UInt8(ascii: "\r")
    else { return "\n" }
    return "\r\n"
  }

  /// `base`, or `base` numbered (`newTimer2`), so that no token of the file spells it: a name a
  /// fix can declare without shadowing or clashing with anything.
  func unusedName(_ base: String) -> String {
    var candidate = base
    var number = 1
    while !occurrences(of: candidate).isEmpty {
      number += 1
      candidate = "\(base)\(number)"
    }
    return candidate
  }

  /// The first token of the assignee ending at `name` (`timer`, `self.timer`, `self?.timer`),
  /// or `nil` when it is not a plain member chain.
  func assigneeStart(name: Int) -> Int? {
    var start = name
    while file.isPunct(start - 1, ".") {
      start -= 2
      guard file.isIdentifier(start) else { return nil }
    }
    return start
  }

  /// Edits that keep the argument lines of the call `open...close` aligned with its first
  /// argument after `edits` move that argument along its line: each later line indented exactly
  /// to the first argument's column is indented to its new column.
  func realignedArguments(open: Int, close: Int, after edits: [SourceEdit]) -> [SourceEdit] {
    guard open + 1 < close, !isOnLaterLine(open + 1, than: open) else { return [] }
    let bytes = file.bytes
    let first = Int(file.token(open + 1).start)
    func startOfLine(_ offset: Int) -> Int {
      var start = offset
      while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
      return start
    }
    let lineStart = startOfLine(first)
    let column = first - lineStart
    // The first argument's new column: the text from the line the earliest edit before it starts
    // on, with those edits made (an edit may join two lines: `Timer⏎.scheduledTimer(`).
    let before = edits.filter { $0.range.upperBound <= first }.sorted {
      $0.range.lowerBound < $1.range.lowerBound
    }
    let from = startOfLine(min(lineStart, before.first?.range.lowerBound ?? lineStart))
    var prefix: [UInt8] = []
    var copied = from
    for edit in before where edit.range.lowerBound >= max(from, copied) {
      prefix += bytes[copied..<edit.range.lowerBound]
      prefix += edit.text.utf8
      copied = edit.range.upperBound
    }
    prefix += bytes[copied..<first]
    let newColumn = prefix.count - ((prefix.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
    let shift = newColumn - column
    guard shift != 0 else { return [] }
    var realigned: [SourceEdit] = []
    for offset in first..<Int(file.token(close).start) where bytes[offset] == UInt8(ascii: "\n") {
      var end = offset + 1
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
      if end - offset - 1 == column, end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
        realigned.append(
          SourceEdit(range: (offset + 1)..<end, text: String(repeating: " ", count: column + shift)))
      }
    }
    return realigned
  }

  /// Whether code token `codeIndex` is the first code on its line.
  func isFirstOnLine(_ codeIndex: Int) -> Bool {
    codeIndex == 0 || isOnLaterLine(codeIndex, than: codeIndex - 1)
  }
}
