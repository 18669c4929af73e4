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
  init(parsing text: String, file: String) throws(CatalogError) {
    // Split on UTF-8 bytes, not Characters: much faster, and "\r\n" splits too.
    let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      String(decoding: $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0, as: UTF8.self)
    }
    guard lines.first == "---" else {
      throw CatalogError(
        file: file, line: 1, reason: "missing front matter: start the file with a `---` line")
    }
    var index = 1
    var openList: String?
    while index < lines.count, lines[index] != "---" {
      let line = lines[index]
      let number = index + 1
      index += 1
      if line.trimmingSpaces.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix(" ") || line.hasPrefix("\t") {
        let item = line.trimmingSpaces
        guard let key = openList, item.hasPrefix("- ") || item == "-" else {
          throw CatalogError(
            file: file, line: number,
            reason: "unexpected indented line: list items are `  - value` under a `key:` line")
        }
        lists[key]?.items.append(Self.unquoted(String(item.dropFirst(1)).trimmingSpaces))
        continue
      }
      guard let colon = line.firstIndex(of: ":") else {
        throw CatalogError(file: file, line: number, reason: "expected `key: value`, found `\(line)`")
      }
      let key = String(line[..<colon]).trimmingSpaces
      let value = Self.unquoted(String(line[line.index(after: colon)...]).trimmingSpaces)
      guard scalars[key] == nil, lists[key] == nil else {
        throw CatalogError(file: file, line: number, reason: "duplicate key `\(key)`")
      }
      if value.isEmpty {
        lists[key] = ([], number)
        openList = key
      } else {
        scalars[key] = (value, number)
        openList = nil
      }
    }
    guard index < lines.count else {
      throw CatalogError(
        file: file, line: 1, reason: "front matter opened here is never closed: add a `---` line after it")
    }
    body = lines[(index + 1)...].joined(separator: "\n")
    bodyLine = index + 2
  }

  private static func unquoted(_ value: String) -> String {
    for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
      return String(value.dropFirst().dropLast())
    }
    return value
  }
}
