/// Everything one command run produced: the input to every reporter.
public struct Report: Sendable {
  /// Which command made the report.
  public enum Command: String, Codable, Sendable {
    /// `timerdoctor triage`.
    case triage
    /// `timerdoctor lint`.
    case lint
  }

  /// Which command made the report.
  public var command: Command
  /// Findings in report order (path, line, column, id).
  public private(set) var findings: [Finding]
  /// Inputs that could not be read or parsed, sorted by path.
  public private(set) var errors: [InputError]
  /// Every input that was read and checked (files with and without findings), sorted.
  public private(set) var inputs: [String]
  /// Catalog entries for the ids the findings use (and, for SARIF, every rule that ran).
  public var rules: [CatalogEntry]
  /// Triage groups by (pattern, culprit); empty when grouping is off.
  public var groups: [FindingGroup]

  /// Creates a report, putting findings, errors and inputs in their deterministic order.
  public init(
    command: Command, findings: [Finding], errors: [InputError], inputs: [String],
    rules: [CatalogEntry], groups: [FindingGroup] = []
  ) {
    self.command = command
    self.findings = findings.sorted(by: Finding.reportOrder)
    self.errors = errors.sorted { ($0.path, $0.message) < ($1.path, $1.message) }
    // A walk lists a tree's files sorted already; checking that is cheaper than sorting again.
    let sorted = zip(inputs, inputs.dropFirst()).allSatisfy { $0 < $1 }
    self.inputs = sorted ? inputs : Array(Set(inputs)).sorted()
    self.rules = rules.sorted { $0.id < $1.id }
    self.groups = groups
  }

  /// The report with every file path shown by `display` (findings, their notes, errors, inputs,
  /// and the files of triage groups).
  public func showingPaths(_ display: PathDisplay) -> Report {
    var copy = self
    copy.findings = findings.map { finding in
      var finding = finding
      finding.file = display.show(finding.file)
      finding.notes = finding.notes?.map { note in
        var note = note
        note.file = note.file.map(display.show)
        return note
      }
      if let file = finding.triage?.source?.file { finding.triage?.source?.file = display.show(file) }
      return finding
    }
    copy.errors = errors.map { InputError(path: display.show($0.path), message: $0.message) }
    copy.inputs = inputs.map(display.show)
    copy.groups = groups.map { group in
      var group = group
      group.files = group.files.map(display.show)
      return group
    }
    return copy
  }

  /// The number of findings of each severity.
  public func count(of severity: Severity) -> Int {
    findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
  }

  /// The exit status README's "Exit codes" defines: 2 when an input failed, else 1 when a finding is at or
  /// above `failing`, else 0.
  public func exitStatus(failingAt failing: Severity) -> ExitStatus {
    exitStatus { $0.severity >= failing }
  }

  /// The exit status when the findings that `fails` picks fail the run.
  func exitStatus(failing fails: (Finding) -> Bool) -> ExitStatus {
    if !errors.isEmpty { return .inputError }
    if findings.contains(where: fails) { return .findings }
    return .clean
  }
}
