/// One problem found in one input: a lint hit in a Swift file or a verdict on a crash report.
///
/// Lint and triage both produce `Finding`s, and every reporter renders the same list.
public struct Finding: Codable, Hashable, Sendable {
  /// The rule or crash pattern id, e.g. `timer_global_queue` or `release_while_suspended`.
  public var id: String
  /// How serious the finding is.
  public var severity: Severity
  /// One line that says what is wrong and what to do.
  public var message: String
  /// The input's path as shown to the user (relative to the current directory when below it).
  public var file: String
  /// 1-based line, or `nil` when the finding is about the whole input.
  public var line: Int?
  /// 1-based column counted in Unicode scalars, or `nil` when there is no line.
  public var column: Int?
  /// The text of the line the finding points at, used by baselines and fingerprints.
  public var lineText: String?
  /// Crash-report details; present for triage findings only.
  public var triage: TriageDetails?
  /// Lint: the facts the rule used, so a reviewer can judge the finding in seconds.
  public var notes: [FindingNote]?
  /// Lint: the mechanical fix `lint --fix` can apply, when the rule has one for this finding.
  public var fix: FindingFix?

  /// Creates a finding.
  public init(
    id: String, severity: Severity, message: String, file: String, line: Int? = nil,
    column: Int? = nil, lineText: String? = nil, triage: TriageDetails? = nil, notes: [FindingNote]? = nil,
    fix: FindingFix? = nil
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.lineText = lineText
    self.triage = triage
    self.notes = notes
    self.fix = fix
  }

  /// The deterministic order of every report: path, line, column, id.
  public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
    if (lhs.column ?? 0) != (rhs.column ?? 0) { return (lhs.column ?? 0) < (rhs.column ?? 0) }
    return lhs.id < rhs.id
  }
}
