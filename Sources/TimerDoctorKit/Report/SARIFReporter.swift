import Foundation

/// SARIF 2.1.0 for GitHub code scanning: one run per command (`automationDetails.id`), a rule
/// descriptor for every `ruleId` used, one result per finding with a URI relative to `SRCROOT`, a
/// region that spans the name it points at, and timerdoctor's own fingerprint (GitHub computes its
/// `primaryLocationLineHash` itself); unreadable inputs are tool execution notifications.
public struct SARIFReporter: Reporter {
  /// Where the tool's documentation lives (SARIF `informationUri`).
  public static let informationURI = "https://github.com/timerdoctor/timerdoctor"

  /// The key of timerdoctor's own fingerprint in `partialFingerprints`: a hash of rule, file and
  /// line text, numbered when repeated, so a finding keeps its identity when lines move.
  public static let fingerprintKey = "timerdoctorLineText/v1"

  /// The folder relative result paths are resolved against (`SRCROOT`), as an absolute path.
  let sourceRoot: String

  /// Creates a SARIF reporter whose `SRCROOT` is `sourceRoot` (default: the current folder).
  public init(sourceRoot: String = FileManager.default.currentDirectoryPath) {
    self.sourceRoot = sourceRoot
  }

  /// Renders the report as a SARIF 2.1.0 log.
  public func render(_ report: Report) -> String {
    JSONText.encode(Self.log(report, sourceRoot: sourceRoot)) + "\n"
  }

  /// The SARIF object model for `report`.
  static func log(_ report: Report, sourceRoot: String) -> SARIFLog {
    var rules = report.rules.map(SARIFLog.Rule.init)
    for id in Set(report.findings.map(\.id)).subtracting(rules.map(\.id)).sorted() {
      rules.append(Self.verdictRule(id))
    }
    let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    var fingerprints = FingerprintCounter()
    let results = report.findings.map { finding in
      SARIFLog.Result(
        ruleId: finding.id,
        ruleIndex: ruleIndex[finding.id],
        level: SARIFLog.level(finding.severity),
        message: .init(text: Self.message(finding)),
        locations: [Self.location(finding)],
        relatedLocations: Self.relatedLocations(finding),
        partialFingerprints: [Self.fingerprintKey: fingerprints.next(for: finding)],
        fixes: finding.fix.map { [SARIFLog.Fix($0, file: finding.file)] })
    }
    let notifications = report.errors.map { error in
      SARIFLog.Notification(
        level: "error", message: .init(text: error.line),
        locations: [.init(physicalLocation: .init(artifactLocation: .init(path: error.path), region: nil))])
    }
    let driver = SARIFLog.Driver(
      name: "timerdoctor", version: HelpText.version, semanticVersion: HelpText.version,
      informationUri: Self.informationURI, rules: rules)
    let base = SARIFLog.ArtifactLocation.encode(sourceRoot.hasSuffix("/") ? sourceRoot : sourceRoot + "/")
    let run = SARIFLog.Run(
      tool: .init(driver: driver),
      automationDetails: .init(id: "timerdoctor/\(report.command.rawValue)/"),
      originalUriBaseIds: [SARIFLog.sourceRoot: .init(uri: "file://" + base)],
      results: results,
      invocations: [
        .init(executionSuccessful: report.errors.isEmpty, toolExecutionNotifications: notifications)
      ],
      columnKind: "unicodeCodePoints",
      properties: report.groups.isEmpty ? nil : .init(groups: report.groups))
    return SARIFLog(runs: [run])
  }

  /// The descriptor of a triage verdict that has no rule book entry.
  static func verdictRule(_ id: String) -> SARIFLog.Rule {
    switch id {
    case PatternID.none:
      return .init(verdict: id, title: "No DispatchSourceTimer misuse in this crash", level: .info)
    case PatternID.unknown:
      return .init(verdict: id, title: "A crash report whose frames could not be read", level: .info)
    case PatternID.otherLibdispatch:
      return .init(verdict: id, title: "A libdispatch client error that is not timer misuse", level: .warning)
    default:
      return .init(verdict: id, title: id, level: .warning)
    }
  }

  /// Where the result points: the culprit's source line when `--source` found it (the line to fix),
  /// else the finding's own place.
  private static func location(_ finding: Finding) -> SARIFLog.Location {
    guard let source = finding.triage?.source else { return SARIFLog.Location(finding) }
    return Self.place(source.file, line: source.line)
  }

  private static func place(_ file: String, line: Int) -> SARIFLog.Location {
    SARIFLog.Location(
      physicalLocation: .init(
        artifactLocation: .init(path: file), region: .init(startLine: line, endLine: line)))
  }

  /// Each evidence note as a related location (the finding's own place when the note has none);
  /// for a verdict linked to its source, the crash report and the lint findings in the function.
  private static func relatedLocations(_ finding: Finding) -> [SARIFLog.RelatedLocation]? {
    if let source = finding.triage?.source {
      var related = [
        SARIFLog.RelatedLocation(
          id: 1, physicalLocation: SARIFLog.Location(finding).physicalLocation,
          message: .init(text: "the crash report"))
      ]
      for lint in source.lint {
        related.append(
          SARIFLog.RelatedLocation(
            id: related.count + 1,
            physicalLocation: Self.place(source.file, line: lint.line).physicalLocation,
            message: .init(text: "lint: \(lint.message) (\(lint.id))")))
      }
      return related
    }
    guard let notes = finding.notes, !notes.isEmpty else { return nil }
    return notes.enumerated().map { index, note in
      var location = SARIFLog.Location(finding)
      if let line = note.line {
        location = SARIFLog.Location(
          physicalLocation: .init(
            artifactLocation: .init(path: note.file ?? finding.file),
            region: .init(startLine: line, endLine: line)))
      }
      return SARIFLog.RelatedLocation(
        id: index + 1, physicalLocation: location.physicalLocation, message: .init(text: note.message))
    }
  }

  private static func message(_ finding: Finding) -> String {
    guard let triage = finding.triage else {
      guard let notes = finding.notes, !notes.isEmpty else { return finding.message }
      return finding.message + " Evidence: " + notes.map(\.message).joined(separator: "; ") + "."
    }
    var text = finding.message
    if let culprit = triage.culprit { text += " Culprit: \(culprit.fullName)." }
    if let source = triage.source {
      text += " Source: \(source.function) (\(source.file):\(source.line))"
      text +=
        source.lint.isEmpty
        ? "." : ", where lint reports " + source.lint.map(\.id).joined(separator: ", ") + "."
    }
    return text + " Fix: \(triage.fix)."
  }
}

/// Numbers repeated fingerprints within a file (`hash:1`, `hash:2`), as GitHub does.
private struct FingerprintCounter {
  var seen: [String: Int] = [:]

  mutating func next(for finding: Finding) -> String {
    let anchor =
      finding.lineText?.filter { !$0.isWhitespace } ?? finding.triage?.culprit?.displayName ?? finding.message
    let hash = Fingerprint.fnv1a(finding.id + "\u{0}" + anchor)
    let key = finding.file + "\u{0}" + hash
    seen[key, default: 0] += 1
    return "\(hash):\(seen[key]!)"
  }
}
