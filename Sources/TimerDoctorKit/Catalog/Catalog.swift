/// The rule book: every lint rule and crash pattern, parsed from `Rules/` (or its embedded copy).
public struct Catalog: Sendable {
  /// Every entry, sorted by id.
  public let entries: [CatalogEntry]

  /// Creates a catalog from parsed entries, rejecting duplicate ids.
  public init(entries: [CatalogEntry]) throws(FileError) {
    var seen: [String: String] = [:]
    for entry in entries {
      if let first = seen[entry.id] {
        throw FileError(
          path: entry.source, reason: "duplicate id `\(entry.id)`, already defined in \(first)")
      }
      seen[entry.id] = entry.source
    }
    self.entries = entries.sorted { $0.id < $1.id }
  }

  /// The lint rules, sorted by id.
  public var lintRules: [CatalogEntry] { entries.filter { $0.kind == .lint } }

  /// The crash patterns, sorted by id.
  public var crashPatterns: [CatalogEntry] { entries.filter { $0.kind == .crash } }

  /// The entry with `id`, if any.
  public func entry(_ id: String) -> CatalogEntry? {
    entries.first { $0.id == id }
  }

  /// Parses named Markdown files (`name` is used in errors). Files not ending in `.md` and
  /// `README.md` are not entries.
  public static func parse(
    files: [(name: String, text: String)], snippets: [String: String] = [:]
  ) throws(FileError) -> Catalog {
    // Each entry is parsed on its own, on all cores: every run reads the whole rule book first.
    let parsed = files.filter { $0.name.hasSuffix(".md") && !$0.name.hasSuffix("README.md") }.concurrentMap {
      file -> Result<CatalogEntry, FileError> in
      Result { () throws(FileError) -> CatalogEntry in
        let text = try SharedCode.expand(file.text, file: file.name, snippets: snippets)
        let entry = try CatalogEntry(parsing: text, file: file.name)
        let stem = file.name.split(separator: "/").last.map { String($0.dropLast(3)) }
        guard stem == entry.id else {
          throw FileError(
            path: file.name, line: 2, reason: "id `\(entry.id)` must match the file name `\(stem ?? "")`")
        }
        return entry
      }
    }
    return try Catalog(entries: parsed.map { result throws(FileError) in try result.get() })
  }

  /// The catalog compiled into the binary from `Rules/`.
  public static func embedded() throws(FileError) -> Catalog {
    try parse(
      files: EmbeddedRules.files.map { ("Rules/" + $0.name, $0.text) },
      snippets: Dictionary(uniqueKeysWithValues: EmbeddedRules.snippets.map { ($0.name, $0.text) }))
  }
}
