/// One finding as one line of JSON, written by hand because `triage --format jsonl` writes a
/// line per crash of an export of millions (measured: Foundation's `JSONEncoder` took 30% of the
/// run). It writes exactly the bytes `JSONText.encode(JSONFinding(finding), pretty: false)` does
/// (keys sorted, absent fields left out, slashes unescaped); a test holds it to that.
enum JSONLineWriter {
  /// A lint fix as `JSONFix` encodes it: `"autofix": {replacements, requires?, safety, summary}`.
  private static func write(
    _ fix: FindingFix, file: String, under object: inout Members, to text: inout [UInt8]
  ) {
    object.key("autofix", &text)
    var inner = Members(&text)
    inner.objects("replacements", fix.replacements, &text) { replacement, item, text in
      item.int("column", replacement.column, &text)
      item.int("endColumn", replacement.endColumn, &text)
      item.int("endLine", replacement.endLine, &text)
      item.string("file", file, &text)
      item.int("length", replacement.length, &text)
      item.int("line", replacement.line, &text)
      item.int("offset", replacement.offset, &text)
      item.string("text", replacement.text, &text)
    }
    inner.string("requires", fix.requires, &text)
    inner.string("safety", fix.safety.rawValue, &text)
    inner.string("summary", fix.summary, &text)
    text.append(UInt8(ascii: "}"))
  }

  /// `finding` as JSON, without a newline.
  static func line(_ finding: Finding) -> String {
    var text: [UInt8] = []
    write(finding, to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// Appends `finding` as JSON (UTF-8), without a newline, to `text`: a stream writes a run's
  /// lines into one buffer, and bytes append with a copy where a string's appends take the
  /// string machinery (measured: 10% of a stream).
  static func write(_ finding: Finding, to text: inout [UInt8]) {
    let triage = finding.triage
    var object = Members(&text)
    object.strings("alternatives", triage?.alternatives, &text)
    if let fix = finding.fix { write(fix, file: finding.file, under: &object, to: &text) }
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
      text.append(UInt8(ascii: "}"))
    }
    object.strings("evidence", triage?.evidence, &text)
    object.string("exception", triage?.exception, &text)
    object.string("file", finding.file, &text)
    object.string("fix", triage?.fix, &text)
    object.string("id", finding.id, &text)
    object.int("line", finding.line, &text)
    object.string("message", finding.message, &text)
    object.objects("notes", finding.notes, &text) { note, inner, text in
      inner.string("file", note.file, &text)
      inner.int("line", note.line, &text)
      inner.string("message", note.message, &text)
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
      inner.objects("lint", source.lint, &text) { lint, item, text in
        item.string("id", lint.id, &text)
        item.int("line", lint.line, &text)
        item.string("message", lint.message, &text)
        item.string("severity", lint.severity.rawValue, &text)
      }
      text.append(UInt8(ascii: "}"))
    }
    text.append(UInt8(ascii: "}"))
  }

  /// The members of one object, written in the order given (callers give them sorted); the
  /// caller closes the object with `}`.
  private struct Members {
    var first = true

    init(_ text: inout [UInt8]) { text.append(UInt8(ascii: "{")) }

    mutating func key(_ name: StaticString, _ text: inout [UInt8]) {
      if !first { text.append(UInt8(ascii: ",")) }
      first = false
      text.append(UInt8(ascii: "\""))
      text.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
      text.append(UInt8(ascii: "\""))
      text.append(UInt8(ascii: ":"))
    }

    mutating func string(_ name: StaticString, _ value: String?, _ text: inout [UInt8]) {
      guard let value else { return }
      key(name, &text)
      JSONLineWriter.append(value, to: &text)
    }

    mutating func int(_ name: StaticString, _ value: Int?, _ text: inout [UInt8]) {
      guard let value else { return }
      key(name, &text)
      text.append(contentsOf: String(value).utf8)
    }

    /// An array of objects under `name` (nothing when `items` is nil), each object's members
    /// written by `members`.
    mutating func objects<Item>(
      _ name: StaticString, _ items: [Item]?, _ text: inout [UInt8],
      _ members: (Item, inout Members, inout [UInt8]) -> Void
    ) {
      guard let items else { return }
      key(name, &text)
      text.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        var object = Members(&text)
        members(item, &object, &text)
        text.append(UInt8(ascii: "}"))
      }
      text.append(UInt8(ascii: "]"))
    }

    mutating func strings(_ name: StaticString, _ values: [String]?, _ text: inout [UInt8]) {
      guard let values else { return }
      key(name, &text)
      text.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        JSONLineWriter.append(value, to: &text)
      }
      text.append(UInt8(ascii: "]"))
    }
  }

  /// `value` as a JSON string: quotes, backslashes and control characters escaped as
  /// `JSONEncoder` escapes them; everything else (slashes, non-ASCII) as it is.
  static func append(_ value: String, to text: inout [UInt8]) {
    // Native strings are contiguous: no copy (`withUTF8` needs a `var`, which retains).
    if value.utf8.withContiguousStorageIfAvailable({ append(utf8: $0, to: &text) }) == nil {
      Array(value.utf8).withUnsafeBufferPointer { append(utf8: $0, to: &text) }
    }
  }

  private static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to text: inout [UInt8]) {
    text.append(UInt8(ascii: "\""))
    var plainStart = 0
    for (index, byte) in bytes.enumerated() where byte == 0x22 || byte == 0x5C || byte < 0x20 {
      text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
      switch byte {
      case 0x22: text += [0x5C, 0x22]
      case 0x5C: text += [0x5C, 0x5C]
      case 0x0A: text += [0x5C, UInt8(ascii: "n")]
      case 0x0D: text += [0x5C, UInt8(ascii: "r")]
      case 0x09: text += [0x5C, UInt8(ascii: "t")]
      case 0x08: text += [0x5C, UInt8(ascii: "b")]
      case 0x0C: text += [0x5C, UInt8(ascii: "f")]
      default:
        let hex = Array("0123456789abcdef".utf8)
        text += [
          0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
          hex[Int(byte & 0xF)],
        ]
      }
      plainStart = index + 1
    }
    text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart...]))
    text.append(UInt8(ascii: "\""))
  }
}
