import Foundation

/// The SARIF 2.1.0 object model timerdoctor writes (only the parts it uses).
struct SARIFLog: Encodable {
  var schema = "https://json.schemastore.org/sarif-2.1.0.json"
  var version = "2.1.0"
  var runs: [Run]

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case version, runs
  }

  struct Run: Encodable {
    var tool: Tool
    var results: ConcurrentlyEncodedArray<Result>
    var invocations: [Invocation]
    var columnKind: String
    /// Triage groups by (pattern, culprit), in the run's property bag.
    var properties: RunProperties?
  }

  struct RunProperties: Encodable {
    var groups: [FindingGroup]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [Rule]
  }

  struct Text: Encodable {
    var text: String
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Text
    var helpUri: String
    var defaultConfiguration: Configuration

    init(_ entry: CatalogEntry) {
      id = entry.id
      name = entry.id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
      shortDescription = Text(text: entry.title)
      fullDescription = Text(text: entry.summary)
      help = Text(text: entry.body.trimmingCharacters(in: .whitespacesAndNewlines))
      helpUri = "\(SARIFReporter.informationURI)/blob/main/Rules/\(entry.id).md"
      defaultConfiguration = Configuration(level: SARIFLog.level(entry.defaultSeverity))
    }
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var relatedLocations: [RelatedLocation]?
    var partialFingerprints: [String: String]
  }

  /// A place a finding's evidence was read (SARIF `relatedLocations[]`).
  struct RelatedLocation: Encodable {
    var id: Int
    var physicalLocation: PhysicalLocation
    var message: Text
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation

    init(physicalLocation: PhysicalLocation) {
      self.physicalLocation = physicalLocation
    }

    init(_ finding: Finding) {
      let line = finding.line ?? 1
      let column = finding.column ?? 1
      let region = Region(
        startLine: line, startColumn: column, endLine: line,
        endColumn: max(finding.endColumn ?? column + 1, column))
      physicalLocation = PhysicalLocation(
        artifactLocation: ArtifactLocation(path: finding.file), region: region)
    }
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String

    /// A relative URI (percent-encoded, no leading `./`) for relative paths, `file://` otherwise.
    init(path: String) {
      var allowed = CharacterSet.urlPathAllowed
      allowed.remove(charactersIn: ";:")
      let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
      uri = path.hasPrefix("/") ? "file://" + encoded : encoded
    }
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
  }

  struct Invocation: Encodable {
    var executionSuccessful: Bool
    var toolExecutionNotifications: [Notification]
  }

  struct Notification: Encodable {
    var level: String
    var message: Text
    var locations: [Location]
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
