/// The crash patterns' signatures, read from the catalog's `kind: crash` entries, so a user
/// entry (`--rules DIR`) adds frames and messages without a code change.
struct PatternSignatures: Sendable {
  /// One crash pattern and its normalised signatures.
  struct Pattern: Sendable {
    var id: String
    var severity: Severity
    var summary: String
    /// The fix in one line, when the entry gives one.
    var fix: String?
    /// Normalised frame keys (`FrameName.key`).
    var frames: Set<String>
    /// Message fragments, matched case-sensitively as substrings.
    var messages: [String]
    var alsoConsistentWith: [String]
  }

  /// Patterns in catalog order (sorted by id).
  let patterns: [Pattern]

  /// Compiles the crash entries of a catalog.
  init(entries: [CatalogEntry]) {
    patterns = entries.filter { $0.kind == .crash }.map { entry in
      Pattern(
        id: entry.id, severity: entry.defaultSeverity, summary: entry.summary, fix: entry.fix,
        frames: Set(entry.frames.map { FrameName($0).key }), messages: entry.messages,
        alsoConsistentWith: entry.alsoConsistentWith)
    }
  }

  /// The pattern with `id`.
  func pattern(_ id: String) -> Pattern? { patterns.first { $0.id == id } }

  /// Patterns that list the frame key `key`.
  func patterns(forFrame key: String) -> [Pattern] { patterns.filter { $0.frames.contains(key) } }

  /// Whether any pattern lists the frame key `key`.
  func isPatternFrame(_ key: String) -> Bool { patterns.contains { $0.frames.contains(key) } }

  /// The pattern whose longest message fragment occurs in one of `messages`, with that message.
  func pattern(forMessages messages: [ReportMessage]) -> (Pattern, ReportMessage)? {
    var best: (Pattern, ReportMessage, Int)?
    for message in messages {
      for pattern in patterns {
        for fragment in pattern.messages where !fragment.isEmpty && message.text.contains(fragment) {
          if best == nil || fragment.count > best!.2 { best = (pattern, message, fragment.count) }
        }
      }
    }
    return best.map { ($0.0, $0.1) }
  }
}
