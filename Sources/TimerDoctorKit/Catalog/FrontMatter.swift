/// The `---` delimited header of a `Rules/` entry: `key: value` lines and `key:` lists of
/// `  - item` lines. A deliberately small YAML subset, so errors can name the exact line.
struct FrontMatter {
  /// Scalar values by key, with the line each was on.
  var scalars: [String: (value: String, line: Int)] = [:]
  /// List values by key, with the line of the key.
  var lists: [String: (items: [String], line: Int)] = [:]
  /// The body after the closing `---`.
  var body: String
  /// The 1-based line where the body starts.
  var bodyLine: Int

  /// Splits `text` into front matter and body.
  init(parsing text: String, file: String) throws(FileError) {
    // Lines are cut from UTF-8 bytes, not Characters (much faster, and "\r\n" splits too), and
    // only up to the closing `---`: the body is taken whole.
    let utf8 = Array(text.utf8)
    var start = 0
    func nextLine() -> String? {
      guard start < utf8.count else { return nil }
      let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
      var line = utf8[start..<end]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      start = end + 1
      return String(decoding: line, as: UTF8.self)
    }
    guard nextLine() == "---" else {
      throw FileError(
        path: file, line: 1, reason: "missing front matter: start the file with a `---` line")
    }
    var number = 1
    var openList: String?
    var closed = false
    while let line = nextLine() {
      if line == "---" {
        closed = true
        break
      }
      number += 1
      if line.trimmingSpaces.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix(" ") || line.hasPrefix("\t") {
        let item = line.trimmingSpaces
        guard let key = openList, item.hasPrefix("- ") || item == "-" else {
          throw FileError(
            path: file, line: number,
            reason: "unexpected indented line: list items are `  - value` under a `key:` line")
        }
        lists[key]?.items.append(Self.unquoted(String(item.dropFirst(1)).trimmingSpaces))
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw FileError(path: file, line: number, reason: "expected `key: value`, found `\(line)`")
      }
      let key = String(line[..<colon]).trimmingSpaces
      let value = Self.unquoted(String(line[line.index(after: colon)...]).trimmingSpaces)
      guard scalars[key] == nil, lists[key] == nil else {
        throw FileError(path: file, line: number, reason: "duplicate key `\(key)`")
      }
      if value.isEmpty {
        lists[key] = ([], number)
        openList = key
      } else {
        scalars[key] = (value, number)
        openList = nil
      }
    }
    guard closed else {
      throw FileError(
        path: file, line: 1, reason: "front matter opened here is never closed: add a `---` line after it")
    }
    body = Self.withoutCarriageReturns(utf8[min(start, utf8.count)...])
    bodyLine = number + 2
  }

  /// The body's lines joined with "\n" alone, as they were split.
  private static func withoutCarriageReturns(_ bytes: ArraySlice<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "\r")) else { return String(decoding: bytes, as: UTF8.self) }
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    for index in bytes.indices {
      let isLineEnd = index + 1 == bytes.endIndex || bytes[index + 1] == UInt8(ascii: "\n")
      if bytes[index] == UInt8(ascii: "\r") && isLineEnd { continue }
      kept.append(bytes[index])
    }
    return String(decoding: kept, as: UTF8.self)
  }

  private static func unquoted(_ value: String) -> String {
    for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
      return String(value.dropFirst().dropLast())
    }
    return value
  }
}
