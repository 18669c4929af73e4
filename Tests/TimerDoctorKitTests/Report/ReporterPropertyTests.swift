import Foundation
import Testing

@testable import TimerDoctorKit

/// Hundreds of random reports per format, from a fixed seed so a failure reproduces.
@Suite("Reporter properties (seeded)")
struct ReporterPropertyTests {
  static let cases = 300

  static func reports(seed: UInt64) -> [Report] {
    var random = RandomFindings(seed: seed)
    return (0..<cases).map { _ in random.report() }
  }

  @Test func junitAlwaysValidatesAgainstTheSchema() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "junit-props-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var files: [String] = []
    for (index, report) in Self.reports(seed: 0x4A55).enumerated() {
      let file = folder.appendingPathComponent("\(index).xml")
      try Data(JUnitReporter().render(report).utf8).write(to: file)
      files.append(file.path)
    }
    let result = try XMLValidator.validate(files: files)
    #expect(result.status == 0, "\(result.output.prefix(2000))")
    #expect(result.output.components(separatedBy: " validates").count - 1 == Self.cases)
  }

  @Test func jsonParsesAndRoundTrips() throws {
    for report in Self.reports(seed: 0x150E) {
      let text = JSONReporter().render(report)
      let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let findings = try #require(json["findings"] as? [[String: Any]])
      #expect(findings.map { $0["message"] as? String } == report.findings.map(\.message))
      #expect(findings.map { $0["file"] as? String } == report.findings.map(\.file))
      #expect(findings.map { $0["line"] as? Int } == report.findings.map(\.line))
      let errors = try #require(json["errors"] as? [[String: Any]])
      #expect(errors.map { $0["path"] as? String } == report.errors.map(\.path))
    }
  }

  @Test func sarifKeepsItsRequiredFields() throws {
    for report in Self.reports(seed: 0x5A21F) {
      let text = SARIFReporter().render(report)
      let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      #expect(log["version"] as? String == "2.1.0")
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      let results = try #require(run["results"] as? [[String: Any]])
      #expect(results.count == report.findings.count)
      for (result, finding) in zip(results, report.findings) {
        #expect(result["ruleId"] as? String == finding.id)
        #expect((result["message"] as? [String: Any])?["text"] as? String != nil)
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri.flatMap { URL(string: $0) } != nil, "not a valid URI: \(uri ?? "nil")")
        let region = location?["region"] as? [String: Any]
        #expect((region?["startLine"] as? Int ?? 0) >= 1)
        #expect((region?["startColumn"] as? Int ?? 0) >= 1)
        #expect((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] != nil)
      }
    }
  }

  @Test func githubCommandsParseBackToTheSameFields() throws {
    for report in Self.reports(seed: 0x617) {
      let lines = GitHubReporter().render(report).split(separator: "\n").map(String.init)
      #expect(lines.count == report.findings.count + report.errors.count + 1)
      for (line, finding) in zip(lines, report.findings) {
        let parsed = try #require(WorkflowCommand(parsing: line))
        #expect(parsed.properties["file"] == Self.visible(finding.file))
        #expect(parsed.properties["title"] == finding.id)
        #expect(parsed.properties["line"] == finding.line.map(String.init))
        let expected = Self.visible(finding.message)
        // Compared as scalars: a message ending in CR followed by the culprit's LF is one Character.
        #expect(parsed.message.unicodeScalars.starts(with: expected.unicodeScalars))
      }
    }
  }

  /// What GitHub shows: the text with CR and LF intact and other controls made visible.
  static func visible(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      scalar == "\r" || scalar == "\n" || !TerminalText.isControl(scalar)
        ? String(scalar) : TerminalText.escape(String(scalar))
    }.joined()
  }
}

/// A parsed `::kind key=value,...::message` line, unescaped the way the Actions runner does.
struct WorkflowCommand {
  var kind: String
  var properties: [String: String]
  var message: String

  init?(parsing line: String) {
    guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
    let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
    let parts = head.split(separator: " ", maxSplits: 1)
    kind = String(parts[0])
    properties = [:]
    for pair in parts.count > 1 ? parts[1].split(separator: ",") : [] {
      let keyValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard keyValue.count == 2 else { return nil }
      properties[String(keyValue[0])] = Self.unescape(String(keyValue[1]))
    }
    message = Self.unescape(String(line[end.upperBound...]))
  }

  /// Decodes `%XX` escapes scalar by scalar, as the Actions runner does.
  static func unescape(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "%", index + 2 < scalars.count,
        let value = UInt8(String(String.UnicodeScalarView(scalars[(index + 1)...(index + 2)])), radix: 16)
      {
        result.append(Unicode.Scalar(value))
        index += 3
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }
}

/// The hand-written JSON Lines writer gives exactly Foundation's bytes, on hostile findings.
@Suite struct JSONLineWriterTests {
  @Test func writesWhatJSONEncoderWrites() {
    var random = RandomFindings(seed: 0x15A7)
    for _ in 0..<400 {
      let finding = random.detailedFinding()
      #expect(JSONLineWriter.line(finding) == JSONText.encode(JSONFinding(finding), pretty: false))
    }
  }
}

/// The JSON report is laid out by hand around `JSONLineWriter`'s findings; it must be the bytes
/// `JSONEncoder` writes for the whole document.
@Suite struct JSONReportLayoutTests {
  /// The bytes `JSONEncoder` writes for `report`'s document: what the reporter wrote before it
  /// laid the report out by hand.
  static func encoderBytes(_ report: Report) -> [UInt8] {
    Array((JSONText.encode(JSONReporter.document(report)) + "\n").utf8)
  }

  @Test func reportsAreTheBytesJSONEncoderWrites() {
    var random = RandomFindings(seed: 0x9E77)
    for index in 0..<300 {
      // Every tenth report has no findings: the empty array is laid out apart. Every third has
      // groups, an array of objects after the findings.
      var report = random.report(findings: index % 10 == 0 ? 0 : nil, detailed: true)
      if index % 3 == 0 { report.groups = FindingGroup.grouping(report.findings) }
      #expect(Array(JSONReporter().render(report).utf8) == Self.encoderBytes(report))
    }
  }

  @Test func aPathOrMessageSpellingTheFindingsKeyIsNotTakenForIt() {
    var random = RandomFindings(seed: 0xF1D5)
    let findings = random.report(findings: 2, detailed: true).findings
    let report = Report(
      command: .lint, findings: findings,
      errors: [InputError(path: #"a/"findings":[]"#, message: #"{"findings":[]}"#)],
      inputs: findings.map(\.file), rules: [])
    #expect(Array(JSONReporter().render(report).utf8) == Self.encoderBytes(report))
  }

  @Test func nestedAndEmptyValuesAreLaidOutAsJSONEncoderLaysThemOut() {
    let values: [[String: [[String: String]]]] = [
      [:], ["a": []], ["a": [[:]]], ["a": [[:], ["k": "v"]], "b": []],
      ["{[\"": [["]},:\\": "\"{\"x\": [1, 2]}\"", "": "\u{0}\n"]]],
    ]
    for value in values {
      let compact = Array(JSONText.encode(value, pretty: false).utf8)
      #expect(JSONPrettyPrinter.pretty(compact) == Array(JSONText.encode(value).utf8))
    }
  }
}
