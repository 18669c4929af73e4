import Foundation

/// Findings recorded by `--write-baseline` and ignored by `--baseline`. Entries match on file,
/// rule and the trimmed text of the line, never on line numbers, so edits elsewhere keep them.
struct Baseline: Sendable {
  /// One recorded finding.
  struct Entry: Codable, Hashable, Sendable {
    var file: String
    var rule: String
    var line: String
  }

  /// The on-disk shape.
  struct Document: Codable {
    var version: Int
    var findings: [Entry]
  }

  /// How many findings each entry still absorbs.
  var counts: [Entry: Int] = [:]
  /// Paths in the file are relative to this folder.
  var directory: String

  /// Reads the baseline at `path`.
  init(path: String) throws(FileError) {
    directory = PathTools.directory(of: path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FileError(
        path: path, reason: "cannot read the baseline; create it with --write-baseline \(path)")
    }
    let document = try Self.decode(data, path: path)
    for entry in document.findings { counts[entry, default: 0] += 1 }
  }

  /// The only baseline format version.
  static let version = 1
  static let documentKeys: Set<String> = ["version", "findings"]
  static let entryKeys: Set<String> = ["file", "rule", "line"]

  /// Decodes a baseline, rejecting another version and unknown keys (a typo would otherwise
  /// silently stop matching).
  static func decode(_ data: Data, path: String) throws(FileError) -> Document {
    let shape =
      "not a timerdoctor baseline ({\"version\": 1, \"findings\": [...]}); rewrite it with --write-baseline"
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let document = try? JSONDecoder().decode(Document.self, from: data)
    else { throw FileError(path: path, reason: shape) }
    let entries = object["findings"] as? [[String: Any]] ?? []
    let unknown =
      Set(object.keys).subtracting(documentKeys).sorted()
      + Set(entries.flatMap(\.keys)).subtracting(entryKeys).sorted().map { "findings[].\($0)" }
    if let key = unknown.first {
      throw FileError(
        path: path, reason: "unknown key `\(key)` in the baseline; rewrite it with --write-baseline")
    }
    guard document.version == version else {
      throw FileError(
        path: path,
        reason:
          "baseline version \(document.version) is not supported (expected \(version)); rewrite it with --write-baseline"
      )
    }
    return document
  }

  /// The entry a finding is recorded as, with its path relative to `directory` (`../` when the
  /// finding's file is outside it).
  static func entry(for finding: Finding, directory: String) -> Entry {
    Entry(
      file: PathTools.relativeWalkingUp(PathTools.absolute(finding.file), from: directory), rule: finding.id,
      line: (finding.lineText ?? "").trimmingSpaces)
  }

  /// The findings not recorded in the baseline (each entry absorbs one finding).
  func filter(_ findings: [Finding]) -> [Finding] {
    var remaining = counts
    return findings.sorted(by: Finding.reportOrder).filter { finding in
      let entry = Self.entry(for: finding, directory: directory)
      guard let count = remaining[entry], count > 0 else { return true }
      remaining[entry] = count - 1
      return false
    }
  }

  /// The baseline text recording `findings`, for a baseline file at `path`.
  static func render(_ findings: [Finding], path: String) -> String {
    let directory = PathTools.directory(of: path)
    let entries = findings.map { entry(for: $0, directory: directory) }.sorted {
      ($0.file, $0.rule, $0.line) < ($1.file, $1.rule, $1.line)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(Document(version: version, findings: entries))) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
