/// Lints Swift files with a fixed set of rules in two passes: `prepare` scans each file and reads
/// its type facts, the facts of all files are merged into one `ModuleFacts`, then `lint` runs the
/// rules on each prepared file with those facts, applies suppressions and merges root causes.
struct FileLinter: Sendable {
  let rules: [any LintRule]
  /// Decides each finding's severity from its harm, the rule book and the configuration.
  let severities: SeverityPolicy
  /// Each rule's message texts from its `Rules/` entry, by front matter key.
  let messages: [String: [String: String]]

  /// A linter for `rules`, their texts read from `catalog`. A rule without an entry, or a message
  /// without its text, is a programmer error: the rule book and the registry must agree.
  init(rules: [any LintRule], catalog: Catalog, severities: SeverityPolicy) {
    var messages: [String: [String: String]] = [:]
    for rule in rules {
      guard let entry = catalog.entry(rule.id), entry.kind == .lint else {
        preconditionFailure("lint rule \(rule.id) has no Rules/ entry")
      }
      for message in rule.messages where entry.lintMessages[message.frontMatterKey] == nil {
        preconditionFailure("Rules/\(rule.id).md has no `\(message.frontMatterKey):`")
      }
      messages[rule.id] = entry.lintMessages
    }
    self.rules = rules
    self.severities = severities
    self.messages = messages
  }

  /// A scanned file between the passes: its facts, and its bytes when a rule can report there.
  /// Pass two scans those bytes again; keeping every file's tokens and structure between the
  /// passes was most of lint's memory.
  struct Prepared: Sendable {
    /// The path findings are reported at.
    var path: String
    /// The file's bytes when `hasTimers`, else empty; also empty between the passes of a run
    /// over files on disk, which reads them again for pass two (see `rereadHash`).
    var bytes: [UInt8]
    /// The hash of the bytes pass one read, when pass two reads the file again: holding every
    /// timer file's bytes between the passes was a fifth of lint's memory.
    var rereadHash: UInt64?
    /// What the file says about its types (merged into the module facts).
    var types: [TypeFacts]
    /// What the file does with names it does not own (merged into the module facts).
    var uses: FileUses
    /// Whether any rule can report here (the file names a timer).
    var hasTimers: Bool
    /// What can make a rule report here, read when `hasTimers`.
    var triggers = ReportTriggers()
    /// Suppression comments that name no rule, as warning lines for stderr.
    var warnings: [String] = []
    /// The file's suppression comments and line table, read once in pass one when the file has a
    /// `timerdoctor:` comment (`nil`: nothing is suppressed).
    var suppressions: (comments: Suppressions, lines: LineTable)?

    /// Whether pass two scans the file: a rule can report here, given the facts of the run.
    func mayReport(in module: ModuleFacts) -> Bool {
      hasTimers && triggers.fire(in: module)
    }
  }

  /// Pass one: scans `bytes` and reads its type facts, or reads only its class headers when the
  /// file can hold no timer fact (see `FilePrefilter`).
  func prepare(path: String, bytes: [UInt8]) -> FirstPass {
    let reading = FilePrefilter.read(bytes, stoppingAtTimers: true)
    guard reading.isScanned else {
      return .outline(ClassHeaders.read(bytes, classOffsets: reading.classOffsets))
    }
    let hasTimers = reading.words.contains(.timers)
    let context = LintContext(file: SourceFile(path: path, bytes: bytes))
    let collector = TypeFactsCollector(context: context)
    var prepared = Prepared(
      path: path, bytes: hasTimers ? bytes : [], types: collector.collect(),
      uses: collector.uses(),
      hasTimers: hasTimers)
    if hasTimers { prepared.triggers = ReportTriggers(context) }
    if bytes.withUnsafeBufferPointer({ ByteSearch.contains("tor:", in: $0, anchor: 3) }) {
      let lines = LineTable(bytes)
      let comments = Suppressions(file: context.file, lineTable: lines)
      prepared.warnings = comments.unknownIDWarnings(path: path, known: LintRules.ids)
      prepared.suppressions = (comments, lines)
    }
    return .scanned(prepared)
  }

  /// Pass two: every finding in a prepared file, given the facts of the whole run.
  func lint(_ prepared: Prepared, module: ModuleFacts) -> [Finding] {
    guard prepared.mayReport(in: module) else { return [] }
    var context = LintContext(file: SourceFile(path: prepared.path, bytes: prepared.bytes))
    context.module = module
    context.selection = RuleSelection(enabled: Set(rules.map(\.id)), suppressions: prepared.suppressions)
    context = context.preparedForRules()
    let file = context.file
    var hits: [(id: String, hit: RuleHit)] = []
    for rule in rules {
      for hit in rule.check(context) { hits.append((rule.id, hit)) }
    }
    guard !hits.isEmpty else { return [] }
    let lines = prepared.suppressions?.lines ?? LineTable(file.bytes)
    var seen: Set<HitKey> = []
    hits = hits.filter { id, hit in
      if let comments = prepared.suppressions?.comments,
        comments.isSuppressed(id, line: file.location(hit.codeIndex, lines: lines).line)
      {
        return false
      }
      return seen.insert(HitKey(rule: id, codeIndex: hit.codeIndex, message: hit.message)).inserted
    }
    var findings: [Finding] = []
    for (id, hit, also) in RootCauses.merge(hits) {
      let location = file.location(hit.codeIndex, lines: lines)
      let severity = severities.severity(of: hit.harm, rule: id)
      var notes = hit.notes.map { note in
        if let codeIndex = note.codeIndex {
          return FindingNote(
            message: note.message, file: file.path, line: file.location(codeIndex, lines: lines).line)
        }
        return FindingNote(message: note.message, file: note.location?.file, line: note.location?.line)
      }
      for other in also {
        notes.append(
          FindingNote(
            message: "same root cause also matches \(other.id)", file: file.path,
            line: file.location(other.hit.codeIndex, lines: lines).line))
      }
      findings.append(
        Finding(
          id: id, severity: severity, message: text(of: hit.message, rule: id), file: file.path,
          line: location.line,
          column: location.column, lineText: location.lineText, notes: notes.isEmpty ? nil : notes,
          fix: hit.fix.map { fix(of: $0.merging(also.compactMap(\.hit.fix)), in: file, lines: lines) }))
    }
    // Sorted here, in parallel, so the report's sort finds one run per file.
    return findings.sorted(by: Finding.reportOrder)
  }

  /// A rule's fix as the report shows it: its edits with lines and columns, and the hash of the
  /// bytes they were made for.
  func fix(of plan: FixPlan, in file: SourceFile, lines: LineTable) -> FindingFix {
    let replacements = plan.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit in
      let start = lines.position(ofOffset: edit.range.lowerBound, in: file.bytes)
      let end = lines.position(ofOffset: edit.range.upperBound, in: file.bytes)
      return FixReplacement(
        offset: edit.range.lowerBound, length: edit.range.count, line: start.line, column: start.column,
        endLine: end.line, endColumn: end.column, text: edit.text)
    }
    return FindingFix(
      safety: plan.safety, summary: plan.summary, requires: plan.requires, replacements: replacements,
      sourceHash: String(ContentHash.of(file.bytes), radix: 16))
  }

  /// Every finding in one file linted on its own (its own types are the whole module).
  func lint(path: String, bytes: [UInt8]) -> [Finding] {
    lint(files: [(path, bytes)])
  }

  /// Every finding in `files`, linted together as one module.
  func lint(files: [(path: String, bytes: [UInt8])]) -> [Finding] {
    let passes = files.map { prepare(path: $0.path, bytes: $0.bytes) }
    let scanned = passes.compactMap(\.prepared)
    let module = ModuleFacts(
      files: scanned.map(\.types), uses: scanned.map(\.uses), outlines: passes.map(\.outline))
    return scanned.flatMap { lint($0, module: module) }
  }

  /// Whether the bytes mention a timer word (see `FilePrefilter.Words.timers`): every rule needs
  /// one, so other files skip the structure pass.
  static func mayHaveTimers(_ bytes: [UInt8]) -> Bool {
    FilePrefilter.read(bytes, stoppingAtTimers: true).words.contains(.timers)
  }

  /// The text of `message` for rule `id` (present: checked when the linter is made).
  func text(of message: RuleMessage, rule id: String) -> String {
    messages[id]?[message.frontMatterKey] ?? message.frontMatterKey
  }
}
