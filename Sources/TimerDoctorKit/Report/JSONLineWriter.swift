/// One finding as one line of JSON, written by hand because `triage --format jsonl` writes a
/// line per crash of an export of millions (measured: Foundation's `JSONEncoder` took 30% of the
/// run). It writes exactly the bytes `JSONText.encode(JSONFinding(finding), pretty: false)` does
/// (keys sorted, absent fields left out, slashes unescaped); a test holds it to that.
enum JSONLineWriter {
  /// `finding` as JSON, without a newline.
  static func line(_ finding: Finding) -> String {
    var text = ""
    text.reserveCapacity(1024)
    let triage = finding.triage
    var object = Members(&text)
    object.strings("alternatives", triage?.alternatives, &text)
    object.int("column", finding.column, &text)
    object.string("confidence", triage?.confidence.rawValue, &text)
    object.string("confidenceReason", triage?.confidenceReason, &text)
    if let culprit = triage?.culprit {
      object.key("culprit", &text)
      var inner = Members(&text)
      inner.string("file", culprit.file, &text)
      inner.string("image", culprit.image, &text)
      inner.int("line", culprit.line, &text)
      inner.string("symbol", culprit.symbol, &text)
      text += "}"
    }
    object.strings("evidence", triage?.evidence, &text)
    object.string("exception", triage?.exception, &text)
    object.string("file", finding.file, &text)
    object.string("fix", triage?.fix, &text)
    object.string("id", finding.id, &text)
    object.int("line", finding.line, &text)
    object.string("message", finding.message, &text)
    if let notes = finding.notes {
      object.key("notes", &text)
      text += "["
      for (index, note) in notes.enumerated() {
        if index > 0 { text += "," }
        var inner = Members(&text)
        inner.string("file", note.file, &text)
        inner.int("line", note.line, &text)
        inner.string("message", note.message, &text)
        text += "}"
      }
      text += "]"
    }
    object.string("os", triage?.os, &text)
    object.string("pattern", triage?.pattern, &text)
    object.string("record", triage?.record, &text)
    object.string("severity", finding.severity.rawValue, &text)
    if let source = triage?.source {
      object.key("source", &text)
      var inner = Members(&text)
      inner.string("file", source.file, &text)
      inner.string("function", source.function, &text)
      inner.int("line", source.line, &text)
      inner.key("lint", &text)
      text += "["
      for (index, lint) in source.lint.enumerated() {
        if index > 0 { text += "," }
        var item = Members(&text)
        item.string("id", lint.id, &text)
        item.int("line", lint.line, &text)
        item.string("message", lint.message, &text)
        item.string("severity", lint.severity.rawValue, &text)
        text += "}"
      }
      text += "]"
      text += "}"
    }
    text += "}"
    return text
  }

  /// The members of one object, written in the order given (callers give them sorted); the
  /// caller closes the object with `}`.
  private struct Members {
    var first = true

    init(_ text: inout String) { text += "{" }

    mutating func key(_ name: String, _ text: inout String) {
      if !first { text += "," }
      first = false
      text += "\""
      text += name
      text += "\":"
    }

    mutating func string(_ name: String, _ value: String?, _ text: inout String) {
      guard let value else { return }
      key(name, &text)
      JSONLineWriter.append(value, to: &text)
    }

    mutating func int(_ name: String, _ value: Int?, _ text: inout String) {
      guard let value else { return }
      key(name, &text)
      text += String(value)
    }

    mutating func strings(_ name: String, _ values: [String]?, _ text: inout String) {
      guard let values else { return }
      key(name, &text)
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        JSONLineWriter.append(value, to: &text)
      }
      text += "]"
    }
  }

  /// `value` as a JSON string: quotes, backslashes and control characters escaped as
  /// `JSONEncoder` escapes them; everything else (slashes, non-ASCII) as it is.
  static func append(_ value: String, to text: inout String) {
    // Most strings need no escape: one scan over their bytes, then one append.
    let plain =
      value.utf8.withContiguousStorageIfAvailable { bytes in
        !bytes.contains { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }
      } ?? false
    if plain {
      text += "\""
      text += value
      text += "\""
      return
    }
    text += "\""
    let utf8 = value.utf8
    var plainStart = utf8.startIndex
    var index = plainStart
    while index != utf8.endIndex {
      let byte = utf8[index]
      guard byte == 0x22 || byte == 0x5C || byte < 0x20 else {
        index = utf8.index(after: index)
        continue
      }
      text += value[plainStart..<index]
      switch byte {
      case 0x22: text += "\\\""
      case 0x5C: text += "\\\\"
      case 0x0A: text += "\\n"
      case 0x0D: text += "\\r"
      case 0x09: text += "\\t"
      case 0x08: text += "\\b"
      case 0x0C: text += "\\f"
      default:
        let hex = String(byte, radix: 16)
        text += "\\u00" + (hex.count == 1 ? "0" + hex : hex)
      }
      index = utf8.index(after: index)
      plainStart = index
    }
    text += value[plainStart..<utf8.endIndex]
    text += "\""
  }
}
