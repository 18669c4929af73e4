#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lints one file's bytes with a fixed set of rules: scan, build structure, check, suppress.
struct FileLinter: Sendable {
  let rules: [any LintRule]
  /// The severity of every enabled rule (catalog default or configuration).
  let severities: [String: Severity]
  /// Rules whose severity the configuration set; it then wins over a rule's own override.
  let configured: Set<String>

  /// Every finding in `bytes`, shown as `path`.
  func lint(path: String, bytes: [UInt8]) -> [Finding] {
    // Every rule needs a timer name in the code, so other files are not even scanned.
    guard Self.mayHaveTimers(bytes) else { return [] }
    let file = SourceFile(path: path, bytes: bytes)
    let context = LintContext(file: file)
    var hits: [(id: String, hit: RuleHit)] = []
    for rule in rules {
      for hit in rule.check(context) { hits.append((rule.id, hit)) }
    }
    guard !hits.isEmpty else { return [] }
    let lines = LineTable(bytes)
    let suppressions = Suppressions(file: file, lineTable: lines)
    var findings: [Finding] = []
    var seen: Set<String> = []
    for (id, hit) in hits {
      let location = file.location(hit.k, lines: lines)
      guard !suppressions.isSuppressed(id, line: location.line),
        seen.insert("\(id) \(hit.k) \(hit.message)").inserted
      else { continue }
      let base = severities[id] ?? .warning
      let severity = configured.contains(id) ? base : (hit.severity ?? base)
      findings.append(
        Finding(
          id: id, severity: severity, message: hit.message, file: path, line: location.line,
          column: location.column, lineText: location.lineText))
    }
    // Sorted here, in parallel, so the report's sort finds one run per file.
    return findings.sorted(by: Finding.reportOrder)
  }

  /// Whether the bytes mention `imer` (Timer, timer, makeTimerSource) or `yLin` (displayLink): every
  /// rule needs one of them, so other files skip the structure pass.
  static func mayHaveTimers(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      contains(buffer, "imer", anchor: 1) || contains(buffer, "yLin", anchor: 1)
    }
  }

  /// Whether `buffer` contains the four bytes of `word`. The C library's `memchr` (vector
  /// instructions) jumps to each `word[anchor]` byte, so most of the text is never looked at
  /// byte by byte; most files of a large tree are skipped by this check.
  static func contains(_ buffer: UnsafeRawBufferPointer, _ word: StaticString, anchor: Int) -> Bool {
    precondition(word.utf8CodeUnitCount == 4 && (0..<4).contains(anchor), "a 4-byte word and an anchor in it")
    guard let base = buffer.baseAddress, buffer.count >= 4 else { return false }
    let bytes = base.assumingMemoryBound(to: UInt8.self)
    let needle = word.utf8Start
    let last = buffer.count - 4 + anchor
    var offset = anchor
    while offset <= last {
      guard let found = memchr(bytes + offset, Int32(needle[anchor]), last + 1 - offset) else { return false }
      let position = UnsafeRawPointer(found) - UnsafeRawPointer(bytes)
      let start = bytes + position - anchor
      if start[0] == needle[0] && start[1] == needle[1] && start[2] == needle[2] && start[3] == needle[3] {
        return true
      }
      offset = position + 1
    }
    return false
  }
}
