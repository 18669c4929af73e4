import Foundation

extension Catalog {
  /// Reads the `*.md` entries of `directory` (not recursive), sorted by name.
  public static func load(directory: String) throws(FileError) -> Catalog {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    } catch {
      throw FileError(path: directory, reason: "cannot list the rules folder: check the path")
    }
    var files: [(name: String, text: String)] = []
    for name in names where name.hasSuffix(".md") && name != "README.md" {
      let path = (directory as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: path) else {
        throw FileError(path: path, reason: "cannot read the entry: check permissions")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw FileError(path: path, reason: "not UTF-8: save the entry as UTF-8")
      }
      files.append((path, text))
    }
    return try parse(
      files: files, snippets: snippets(in: (directory as NSString).appendingPathComponent("snippets")))
  }

  /// The shared code of a rules folder (`snippets/*.swift`, by file name); none when it has no
  /// such folder.
  static func snippets(in folder: String) throws(FileError) -> [String: String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
    var snippets: [String: String] = [:]
    for name in names where name.hasSuffix(".swift") {
      let path = (folder as NSString).appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        throw FileError(path: path, reason: "cannot read the shared code as UTF-8: check the file")
      }
      snippets[name] = text
    }
    return snippets
  }

  /// This catalog plus user entries from `directory` (`--rules DIR`): a crash entry with an
  /// existing id adds its frames and messages to the built-in ones; a new id adds an entry.
  public func adding(directory: String) throws(FileError) -> Catalog {
    let extra = try Catalog.load(directory: directory)
    var merged = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    for entry in extra.entries {
      guard var existing = merged[entry.id] else {
        merged[entry.id] = entry
        continue
      }
      guard existing.kind == .crash, entry.kind == .crash else {
        throw FileError(
          path: entry.source,
          reason: "`\(entry.id)` is a built-in lint rule; user entries may only add crash signatures")
      }
      existing.frames += entry.frames.filter { !existing.frames.contains($0) }
      existing.messages += entry.messages.filter { !existing.messages.contains($0) }
      existing.alsoConsistentWith += entry.alsoConsistentWith.filter {
        !existing.alsoConsistentWith.contains($0)
      }
      merged[entry.id] = existing
    }
    return try Catalog(entries: Array(merged.values))
  }
}
