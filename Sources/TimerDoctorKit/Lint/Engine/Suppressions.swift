/// The `// timerdoctor:disable ...` comments of one file, applied centrally to every rule.
///
/// Forms: `disable <ids|all>` and `enable <ids|all>` (from that line on), `disable:next`,
/// `disable:this`, `disable:previous`; an optional ` - reason` ends the id list.
struct Suppressions: Sendable {
  /// A region change: from `line` on, `ids` (or all when `ids` holds `all`) are on or off.
  struct RegionChange: Sendable {
    var line: Int
    var disable: Bool
    var ids: Set<String>
  }

  var regions: [RegionChange] = []
  /// Single lines where ids are off.
  var lines: [Int: Set<String>] = [:]
  /// Every id named in a comment, with its line (to warn about ids that name no rule).
  var named: [(line: Int, id: String)] = []

  init(file: SourceFile, lineTable: LineTable) {
    for token in file.comments {
      guard Self.mentionsTool(file.bytes, token.range) else { continue }
      let text = String(decoding: file.bytes[token.range], as: UTF8.self)
      guard let marker = text.range(of: "timerdoctor:") else { continue }
      var rest = text[marker.upperBound...]
      if let reason = rest.range(of: " - ") { rest = rest[..<reason.lowerBound] }
      if rest.hasSuffix("*/") { rest = rest.dropLast(2) }
      let words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
      guard let command = words.first else { continue }
      let ids = Set(words.dropFirst())
      guard !ids.isEmpty else { continue }
      let line = lineTable.line(ofOffset: Int(token.start))
      named += words.dropFirst().map { (line, $0) }
      switch command {
      case "disable": regions.append(RegionChange(line: line, disable: true, ids: ids))
      case "enable": regions.append(RegionChange(line: line, disable: false, ids: ids))
      case "disable:next": lines[line + 1, default: []].formUnion(ids)
      case "disable:this": lines[line, default: []].formUnion(ids)
      case "disable:previous": lines[line - 1, default: []].formUnion(ids)
      default: continue
      }
    }
  }

  /// One warning line per id that names no lint rule (a typo silently suppresses nothing).
  func unknownIDWarnings(path: String, known: [String]) -> [String] {
    named.filter { $0.id != "all" && !known.contains($0.id) }.map { line, id in
      let hint = Suggestion.didYouMean(id, among: known)
      return
        "\(path):\(line): warning: `\(id)` in a timerdoctor: comment names no lint rule, so it suppresses nothing\(hint.isEmpty ? "; run `timerdoctor rules` to list them" : hint)"
    }
  }

  /// Whether `bytes[range]` contains `timerdoctor:` (a cheap check before making a String).
  static func mentionsTool(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let needle = Array("timerdoctor:".utf8)
    guard range.count >= needle.count else { return false }
    var index = range.lowerBound
    while index + needle.count <= range.upperBound {
      if bytes[index] == needle[0] && bytes[index + 11] == needle[11]
        && Array(bytes[index..<index + 12]) == needle
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether a finding of rule `id` on `line` is switched off.
  func isSuppressed(_ id: String, line: Int) -> Bool {
    if let ids = lines[line], ids.contains(id) || ids.contains("all") { return true }
    var off = false
    for change in regions where change.line <= line {
      if change.ids.contains(id) || change.ids.contains("all") { off = change.disable }
    }
    return off
  }
}
