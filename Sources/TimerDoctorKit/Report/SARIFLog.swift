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
    /// `timerdoctor/lint/` or `timerdoctor/triage/`: GitHub keeps one upload per id, so a lint and
    /// a triage upload of one commit do not replace each other.
    var automationDetails: AutomationDetails
    /// `SRCROOT`: the folder relative result URIs are resolved against.
    var originalUriBaseIds: [String: BaseURI]?
    var results: [Result]
    var invocations: [Invocation]
    var columnKind: String
    /// Triage groups by (pattern, culprit), in the run's property bag.
    var properties: RunProperties?
  }

  struct AutomationDetails: Encodable {
    var id: String
  }

  struct BaseURI: Encodable {
    var uri: String
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
    var semanticVersion: String
    var informationUri: String
    var rules: [Rule]
  }

  struct Text: Encodable {
    var text: String
  }

  /// Rule help: a short plain text, and the rule book's entry as Markdown.
  struct Help: Encodable {
    var text: String
    var markdown: String?
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Text
    var fullDescription: Text
    var help: Help
    var helpUri: String?
    var defaultConfiguration: Configuration

    init(_ entry: CatalogEntry) {
      id = entry.id
      name = Self.name(of: entry.id)
      shortDescription = Text(text: entry.title)
      fullDescription = Text(text: entry.summary)
      // The `↓` markers point tests at example lines; a reader of the help does not need them.
      let markdown = entry.body.replacingOccurrences(of: "↓", with: "")
      help = Help(
        text: "\(entry.summary) Run `timerdoctor explain \(entry.id)` for why and how to fix.",
        markdown: markdown.trimmingSpacesAndNewlines)
      helpUri = "\(SARIFReporter.informationURI)/blob/main/Rules/\(entry.id).md"
      defaultConfiguration = Configuration(level: SARIFLog.level(entry.defaultSeverity))
    }

    /// A descriptor for a verdict with no rule book entry (`none`, `other_libdispatch`).
    init(verdict id: String, title: String, level: Severity) {
      self.id = id
      name = Self.name(of: id)
      shortDescription = Text(text: title)
      fullDescription = Text(text: title)
      help = Help(text: title, markdown: nil)
      helpUri = nil
      defaultConfiguration = Configuration(level: SARIFLog.level(level))
    }

    static func name(of id: String) -> String {
      id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
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
    /// Lint: the finding's fix, as `lint --fix` makes it.
    var fixes: [Fix]? = nil
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
        endColumn: Self.endColumn(of: finding, from: column))
      physicalLocation = PhysicalLocation(
        artifactLocation: ArtifactLocation(path: finding.file), region: region)
    }

    /// The column after the name the finding points at (`scheduledTimer`, `timer`), in scalars;
    /// one past the start when the line is unknown or the place is not a name.
    static func endColumn(of finding: Finding, from column: Int) -> Int {
      guard let text = finding.lineText, column >= 1 else { return column + 1 }
      let scalars = text.unicodeScalars.dropFirst(column - 1)
      let name = scalars.prefix { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
      return column + max(name.count, 1)
    }
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    /// `SRCROOT` for a relative path; absent for an absolute `file://` URI.
    var uriBaseId: String?

    /// A relative URI (percent-encoded, no leading `./`) against `SRCROOT` for relative paths,
    /// `file://` otherwise.
    init(path: String) {
      let encoded = Self.encode(path)
      if path.hasPrefix("/") {
        uri = "file://" + encoded
      } else {
        uri = encoded
        uriBaseId = SARIFLog.sourceRoot
      }
    }

    static func encode(_ path: String) -> String {
      var allowed = CharacterSet.urlPathAllowed
      allowed.remove(charactersIn: ";:")
      return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
  }

  /// The base id relative artifact URIs name.
  static let sourceRoot = "SRCROOT"

  /// A region; without columns it is the whole line (an evidence note names a line, not a name).
  /// A fix's deleted region also names its bytes (`byteOffset`, `byteLength`).
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int?
    var endLine: Int
    var endColumn: Int?
    var byteOffset: Int? = nil
    var byteLength: Int? = nil
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
