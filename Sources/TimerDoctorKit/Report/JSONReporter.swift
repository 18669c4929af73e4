import Foundation

/// One versioned JSON object: `{version, tool, command, findings, errors, groups, summary}`.
/// Field names are public interface (documented in README); keys are sorted.
public struct JSONReporter: Reporter {
  /// The document format version; bump it on any incompatible change.
  public static let formatVersion = 1

  /// Creates a JSON reporter.
  public init() {}

  /// Renders the report as pretty-printed JSON with sorted keys: the bytes `JSONText` gives the
  /// document, with the findings written by `JSONLineWriter` and laid out by `JSONPrettyPrinter`.
  public func render(_ report: Report) -> String {
    var document = Self.document(report)
    document.findings = []
    var compact = Array(JSONText.encode(document, pretty: false).utf8)
    // Compact JSON escapes every quote inside a string, so these bytes are the key itself.
    let empty = Array(#""findings":[]"#.utf8)
    guard let start = compact.firstRange(of: empty)?.lowerBound else {
      preconditionFailure("the JSON document has no findings array")
    }
    var findings = Array(#""findings":["#.utf8)
    for (index, finding) in report.findings.enumerated() {
      if index > 0 { findings.append(UInt8(ascii: ",")) }
      JSONLineWriter.write(finding, to: &findings)
    }
    findings.append(UInt8(ascii: "]"))
    compact.replaceSubrange(start..<(start + empty.count), with: findings)
    return String(decoding: JSONPrettyPrinter.pretty(compact), as: UTF8.self) + "\n"
  }

  /// The encodable document for `report`.
  static func document(_ report: Report) -> Document {
    Document(
      version: Self.formatVersion,
      tool: Tool(name: "timerdoctor", version: HelpText.version),
      command: report.command.rawValue,
      findings: report.findings.map(JSONFinding.init),
      errors: report.errors,
      groups: report.groups,
      summary: Summary(report))
  }

  struct Document: Encodable {
    var version: Int
    var tool: Tool
    var command: String
    var findings: [JSONFinding]
    var errors: [InputError]
    var groups: [FindingGroup]
    var summary: Summary
  }

  struct Tool: Encodable {
    var name: String
    var version: String
  }

  struct Summary: Encodable {
    var files: Int
    var findings: Int
    var errors: Int
    var warnings: Int
    var notes: Int
    var unreadableInputs: Int

    init(_ report: Report) {
      files = report.inputs.count
      findings = report.findings.count
      errors = report.count(of: .error)
      warnings = report.count(of: .warning)
      notes = report.count(of: .info)
      unreadableInputs = report.errors.count
    }
  }
}

/// A finding as JSON: the common fields, a lint finding's evidence notes, and the triage fields
/// flattened in for triage.
struct JSONFinding: Encodable, Sendable {
  var id: String
  var severity: Severity
  var message: String
  var file: String
  var line: Int?
  var column: Int?
  /// Lint: the facts the rule used.
  var notes: [FindingNote]?
  /// Lint: the fix `lint --fix` makes, when the rule has one.
  var autofix: JSONFix?
  var pattern: String?
  var confidence: Confidence?
  var confidenceReason: String?
  var evidence: [String]?
  var culprit: Culprit?
  var alternatives: [String]?
  var exception: String?
  var os: String?
  var fix: String?
  /// Triage with `--source DIR`: the culprit's function and the lint findings in it.
  var source: SourceLink?
  /// Exports: the crash service's id of the record.
  var record: String?

  init(_ finding: Finding) {
    id = finding.id
    severity = finding.severity
    message = finding.message
    file = finding.file
    line = finding.line
    column = finding.column
    notes = finding.notes
    autofix = finding.fix.map { JSONFix($0, file: finding.file) }
    guard let triage = finding.triage else { return }
    pattern = triage.pattern
    confidence = triage.confidence
    confidenceReason = triage.confidenceReason
    evidence = triage.evidence
    culprit = triage.culprit
    alternatives = triage.alternatives
    exception = triage.exception
    os = triage.os
    fix = triage.fix
    source = triage.source
    record = triage.record
  }
}
