extension CatalogEntry {
  /// The front matter keys an entry may have; any other key is an error.
  static let knownKeys: Set<String> = [
    "id", "kind", "title", "severity", "summary", "message", "frames", "messages", "also_consistent_with",
    "opt_in",
    "fix",
  ]

  /// Parses one `Rules/<id>.md` file. `file` is the name used in errors, e.g. `Rules/x.md`.
  public init(parsing text: String, file: String) throws(FileError) {
    let header = try FrontMatter(parsing: text, file: file)
    for (key, value) in header.scalars where !Self.knownKeys.contains(key) && !key.hasPrefix("message_") {
      throw FileError(
        path: file, line: value.line,
        reason: "unknown key `\(key)`; known keys: \(Self.knownKeys.sorted().joined(separator: ", "))")
    }
    for (key, value) in header.lists where !Self.knownKeys.contains(key) {
      throw FileError(
        path: file, line: value.line,
        reason: "unknown key `\(key)`; known keys: \(Self.knownKeys.sorted().joined(separator: ", "))")
    }
    func scalar(_ key: String) throws(FileError) -> (value: String, line: Int) {
      guard let found = header.scalars[key] else {
        throw FileError(path: file, line: 1, reason: "missing `\(key):` in the front matter")
      }
      return found
    }
    let id = try scalar("id")
    guard id.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      throw FileError(
        path: file, line: id.line, reason: "bad id `\(id.value)`: use letters, digits and `_`")
    }
    let kind = try scalar("kind")
    guard let parsedKind = Kind(rawValue: kind.value) else {
      throw FileError(
        path: file, line: kind.line, reason: "bad kind `\(kind.value)`: use `lint` or `crash`")
    }
    let severity = try scalar("severity")
    guard let parsedSeverity = Severity(rawValue: severity.value) else {
      throw FileError(
        path: file, line: severity.line,
        reason: "bad severity `\(severity.value)`: use info, warning or error")
    }
    var optIn = false
    if let value = header.scalars["opt_in"] {
      guard value.value == "true" || value.value == "false", parsedKind == .lint else {
        throw FileError(
          path: file, line: value.line,
          reason: "bad opt_in `\(value.value)`: use true or false (lint entries only)")
      }
      optIn = value.value == "true"
    }
    if parsedKind == .lint,
      let signature = ["frames", "messages", "also_consistent_with"].first(where: { header.lists[$0] != nil })
    {
      throw FileError(
        path: file, line: header.lists[signature]?.line,
        reason: "`\(signature)` is for crash entries only (kind: crash)")
    }
    let title = try scalar("title").value
    let summary = try scalar("summary").value
    let lintMessages = header.scalars.filter { $0.key == "message" || $0.key.hasPrefix("message_") }
      .mapValues(\.value)
    if parsedKind == .crash, let key = lintMessages.keys.sorted().first {
      throw FileError(
        path: file, line: header.scalars[key]?.line, reason: "`\(key)` is for lint entries only (kind: lint)")
    }
    if parsedKind == .lint, lintMessages["message"] == nil {
      throw FileError(
        path: file, line: 1, reason: "missing `message:` (the finding's text) in the front matter")
    }
    self.init(
      id: id.value, kind: parsedKind, title: title, defaultSeverity: parsedSeverity,
      summary: summary,
      frames: header.lists["frames"]?.items ?? [],
      messages: header.lists["messages"]?.items ?? [],
      alsoConsistentWith: header.lists["also_consistent_with"]?.items ?? [],
      body: header.body,
      bodyLine: header.bodyLine,
      source: file, optIn: optIn, fix: header.scalars["fix"]?.value)
    self.lintMessages = lintMessages
  }
}
