import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("Format contracts")
struct FormatContractTests {
  @Test(arguments: ["lint", "triage", "hostileLint"])
  func junitValidatesAgainstTheSchema(fixture: String) throws {
    let report = ReportFixtures.named(fixture)
    let xml = JUnitReporter().render(report)
    let result = try XMLValidator.validate(xml)
    #expect(result.status == 0, "xmllint: \(result.output)")
  }

  @Test func junitCountsAddUpAndCleanInputsPass() {
    let xml = JUnitReporter().render(ReportFixtures.lint)
    // Poller's and Alpha's findings fail, Clean passes, Broken errors: four test cases.
    #expect(xml.contains("<testsuites name=\"timerdoctor lint\" tests=\"4\" failures=\"2\" errors=\"1\">"))
    #expect(
      xml.contains(
        "<testsuite name=\"Sources/App/Clean.swift\" file=\"Sources/App/Clean.swift\" tests=\"1\" failures=\"0\""
      ))
    #expect(xml.contains("<testcase name=\"timerdoctor lint\" classname=\"Sources/App/Clean.swift\"/>"))
    #expect(
      xml.contains(
        "<testcase name=\"timer_global_queue at 42:9\" classname=\"Sources/App/Poller.swift\">\n"
          + "      <failure message=\"Timer on a concurrent queue: use a serial queue\" type=\"timer_global_queue\">"
      ))
    #expect(xml.contains("Sources/App/Poller.swift:42:9: warning:"))
    #expect(xml.contains("fix: timerdoctor explain timer_global_queue"))
  }

  @Test func junitGivesEachFindingOfOneFileItsOwnTestcase() throws {
    var findings: [Finding] = []
    for line in 1...21 {
      findings.append(
        Finding(
          id: "timer_global_queue", severity: .warning, message: "finding \(line)", file: "Sources/Big.swift",
          line: line, column: 3, lineText: "x"))
    }
    let report = Report(
      command: .lint, findings: findings, errors: [], inputs: ["Sources/Big.swift"], rules: [])
    let xml = JUnitReporter().render(report)
    #expect(xml.contains("tests=\"21\" failures=\"21\" errors=\"0\""))
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 21)
    #expect(xml.components(separatedBy: "<failure ").count - 1 == 21)
    #expect(try XMLValidator.validate(xml).status == 0)
    let parsed = try JUnitParser.parse(xml)
    #expect(parsed.tests == 21 && parsed.failures == 21, "junitparser: \(parsed.output)")
  }

  @Test(arguments: ["lint", "triage", "hostileLint"])
  func junitparserReadsEveryTestcase(fixture: String) throws {
    let report = ReportFixtures.named(fixture)
    let parsed = try JUnitParser.parse(JUnitReporter().render(report))
    let failing = report.findings.filter { $0.severity != .info }.count
    #expect(parsed.failures == failing, "junitparser: \(parsed.output)")
    #expect(parsed.errors == report.errors.count, "junitparser: \(parsed.output)")
  }

  @Test func junitEscapesHostileText() {
    let xml = JUnitReporter().render(ReportFixtures.hostileLint)
    #expect(!xml.contains("]]>"))
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    #expect(xml.contains("&lt;&amp;&gt;&quot;&apos;"))
    #expect(xml.contains("🧨"))
    #expect(xml.contains("\\u{1B}[31mred"))
  }

  @Test(arguments: ["lint", "triage", "hostileLint"])
  func sarifValidatesAgainstTheSchema(fixture: String) throws {
    let result = try SARIFValidator.validate(SARIFReporter().render(ReportFixtures.named(fixture)))
    #expect(result.status == 0, "jsonschema: \(result.output)")
  }

  @Test func sarifValidationCanFail() throws {
    let broken = SARIFReporter().render(ReportFixtures.lint).replacingOccurrences(
      of: "\"version\" : \"2.1.0\"", with: "\"version\" : \"9\"")
    #expect(try SARIFValidator.validate(broken).status != 0)
  }

  @Test func sarifCarriesEveryRequiredField() throws {
    let text = SARIFReporter().render(ReportFixtures.lint)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    for key in ["name", "version", "semanticVersion", "informationUri", "rules"] {
      #expect(driver[key] != nil, "driver.\(key)")
    }
    #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "timerdoctor/lint/")
    let base = (run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any]
    #expect(
      (base?["uri"] as? String)?.hasPrefix("file:///") == true
        && (base?["uri"] as? String)?.hasSuffix("/") == true)
    let rule = try #require((driver["rules"] as? [[String: Any]])?.first)
    for key in ["id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration"] {
      #expect(rule[key] != nil, "rule.\(key)")
    }
    let help = try #require(rule["help"] as? [String: Any])
    let helpText = try #require(help["text"] as? String)
    #expect(helpText.count < 400 && !helpText.contains("```"), "help.text is short plain text")
    let markdown = try #require(help["markdown"] as? String)
    #expect(markdown.contains("## Why") && !markdown.contains("↓"))
    #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      for key in ["ruleId", "level", "message", "locations", "partialFingerprints"] {
        #expect(result[key] != nil)
      }
      let location = try #require(
        (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.hasPrefix("./") && !uri.hasPrefix("/") && uri.hasPrefix("Sources/App/"))
      #expect((location["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "SRCROOT")
      let region = try #require(location["region"] as? [String: Any])
      for key in ["startLine", "startColumn", "endLine", "endColumn"] { #expect(region[key] is Int) }
      let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
      // GitHub computes primaryLocationLineHash itself; a tool that fills it makes upload-sarif warn.
      #expect(fingerprints["primaryLocationLineHash"] == nil)
      let fingerprint = fingerprints[SARIFReporter.fingerprintKey]
      #expect(fingerprint?.range(of: "^[0-9a-f]{16}:[0-9]+$", options: .regularExpression) != nil)
    }
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
  }

  @Test func sarifRegionsSpanTheNameAndEveryRuleIdHasADescriptor() throws {
    let finding = Finding(
      id: "timer_global_queue", severity: .warning, message: "m", file: "Sources/A.swift", line: 3,
      column: 13,
      lineText: "    let t = DispatchSource.makeTimerSource(queue: .global())")
    let lint = SARIFReporter().render(
      Report(command: .lint, findings: [finding], errors: [], inputs: ["Sources/A.swift"], rules: []))
    #expect(lint.contains("\"startColumn\" : 13") && lint.contains("\"endColumn\" : 27"), "\(lint)")
    var verdict = ReportFixtures.triage.findings[0]
    verdict.id = "none"
    verdict.severity = .info
    let triage = Report(
      command: .triage, findings: [verdict], errors: [], inputs: [verdict.file], rules: [])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(triage).utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["automationDetails"] as? [String: Any])?["id"] as? String == "timerdoctor/triage/")
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    let ids = Set(rules.compactMap { $0["id"] as? String })
    let used = Set(try #require(run["results"] as? [[String: Any]]).compactMap { $0["ruleId"] as? String })
    #expect(used == ["none"] && used.isSubset(of: ids))
  }

  @Test func sarifURIsArePercentEncodedAndFingerprintsIgnoreIndentation() {
    var finding = ReportFixtures.lint.findings[0]  // Alpha.swift, line text "x"
    finding.file = "My Sources/a#b.swift"
    let moved = Finding(
      id: finding.id, severity: finding.severity, message: finding.message, file: finding.file, line: 99,
      column: 1, lineText: "      x")
    let report = Report(
      command: .lint, findings: [finding, moved], errors: [], inputs: [finding.file], rules: [])
    let text = SARIFReporter().render(report)
    #expect(text.contains("\"uri\" : \"My%20Sources/a%23b.swift\""))
    // The same line text elsewhere in the file keeps its hash and gets the next occurrence number.
    let hash = Fingerprint.fnv1a("timer_global_queue\u{0}x")
    #expect(text.contains("\(hash):1") && text.contains("\(hash):2"), "\(text)")
  }

  @Test func githubCommandsEscapeAndParseBack() throws {
    let text = GitHubReporter().render(ReportFixtures.hostileLint)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let command = try #require(lines.first { $0.hasPrefix("::warning ") })
    let body = command.dropFirst("::warning ".count)
    let separator = try #require(body.range(of: "::"))
    let properties = body[..<separator.lowerBound].split(separator: ",").map { pair in
      let parts = pair.split(separator: "=", maxSplits: 1)
      return (String(parts[0]), WorkflowCommand.unescape(String(parts[1])))
    }
    let message = WorkflowCommand.unescape(String(body[separator.upperBound...]))
    #expect(properties.map(\.0) == ["file", "line", "col", "title"])
    #expect(
      properties[0].1
        == TerminalText.escape(ReportFixtures.hostileLint.findings[0].file).replacingOccurrences(
          of: "\\u{D}", with: "\r"
        ).replacingOccurrences(of: "\\u{A}", with: "\n"))
    #expect(message.contains("\rcr\nlf %25 a:b,c"))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(lines.contains { $0.hasPrefix("::error file=bad ") })
    #expect(lines.dropLast().last?.hasPrefix("1 finding in 2 files") == true)
  }

  @Test func textNeverWritesRawControlCharacters() {
    let text = TextReporter().render(ReportFixtures.hostileLint)
    #expect(!text.unicodeScalars.contains { TerminalText.isControl($0) && $0 != "\n" })
    #expect(text.contains("\\u{1B}[31mred"))
  }

  @Test func textColoursOnlyWhenAsked() {
    #expect(!TextReporter(color: false).render(ReportFixtures.lint).contains("\u{1B}"))
    #expect(TextReporter(color: true).render(ReportFixtures.lint).contains("\u{1B}[1;33mwarning\u{1B}[0m"))
  }

  @Test func findingsAreInPathLineColumnIdOrder() {
    let files = ReportFixtures.lint.findings.map(\.file)
    #expect(files == ["Sources/App/Alpha.swift", "Sources/App/Poller.swift"])
  }

  @Test func jsonRoundTripsTheTriageFields() throws {
    let text = JSONReporter().render(ReportFixtures.triage)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 1)
    #expect((json["tool"] as? [String: Any])?["name"] as? String == "timerdoctor")
    let finding = try #require((json["findings"] as? [[String: Any]])?.first)
    #expect(finding["pattern"] as? String == "release_while_suspended")
    #expect(finding["confidence"] as? String == "high")
    #expect((finding["evidence"] as? [String])?.count == 2)
    #expect((finding["culprit"] as? [String: Any])?["symbol"] as? String == "PollingService.deinit")
    let groups = try #require(json["groups"] as? [[String: Any]])
    #expect(groups.first?["count"] as? Int == 2)
  }

  @Test func anUnknownOrRepeatedCulpritImageIsLeftOut() {
    #expect(Culprit(image: "???", symbol: "tick", file: "a.c", line: 3).fullName == "tick (a.c:3)")
    #expect(Culprit(image: "Pulse", symbol: "tick").fullName == "tick in Pulse")
    #expect(Culprit(image: "Pulse", symbol: "Pulse + 0x6a3c4").fullName == "Pulse + 0x6a3c4")
    let group = FindingGroup(
      pattern: "none", severity: .info, culprit: "tick", image: "???", count: 1, files: [])
    #expect(group.culpritDisplayName == "tick")
  }
}
