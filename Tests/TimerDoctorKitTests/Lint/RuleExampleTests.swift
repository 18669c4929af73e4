import Testing

@testable import TimerDoctorKit

/// Every `Rules/` example is a test, and every triggering example is mutated four ways.
@Suite struct RuleExampleTests {
  static func examples(_ id: String) throws -> [RuleExample] {
    let entry = try #require(try LintHarness.lintEntries().first { $0.id == id }, "no Rules/ entry for \(id)")
    return entry.examples
  }

  @Test(arguments: LintRules.ids) func entryHasEnoughExamples(id: String) throws {
    let examples = try Self.examples(id)
    #expect(examples.filter(\.triggers).count >= 3, "\(id): fewer than 3 triggering examples")
    #expect(examples.filter { !$0.triggers }.count >= 3, "\(id): fewer than 3 non-triggering examples")
  }

  @Test(arguments: LintRules.ids) func examplesTriggerExactlyAtTheirMarkers(id: String) throws {
    for example in try Self.examples(id) {
      let (code, markers) = LintHarness.stripMarkers(example.code)
      let found = LintHarness.positions(code, id: id)
      if example.triggers {
        #expect(!markers.isEmpty, "\(id) example at line \(example.line) has no ↓ marker")
        #expect(found == markers, "\(id) example at line \(example.line)")
        let expected = LintHarness.expectations(code)
        for finding in LintHarness.findings(code) where finding.id == id {
          let at = "\(id) example at line \(example.line), finding at \(finding.line ?? 0)"
          guard let (severity, phrase) = expected[finding.line ?? 0] else {
            Issue.record("\(at): the marked line has no `// <severity>: <phrase>` comment")
            continue
          }
          #expect(finding.severity == severity, "\(at)")
          #expect(
            finding.message.contains(phrase), "\(at): message \"\(finding.message)\" lacks \"\(phrase)\"")
        }
      } else {
        #expect(found.isEmpty, "\(id) non-triggering example at line \(example.line) fired at \(found)")
      }
    }
  }

  @Test(arguments: LintRules.ids) func triggeringExamplesSurviveTheFourMutations(id: String) throws {
    for example in try Self.examples(id) where example.triggers {
      let (code, markers) = LintHarness.stripMarkers(example.code)
      let at = "\(id) example at line \(example.line)"
      for (name, mutated) in Mutations.silent(code) {
        #expect(LintHarness.positions(mutated, id: id).isEmpty, "\(at) fired \(name)")
      }
      let shifted = markers.map { marker -> String in
        let parts = marker.split(separator: ":")
        return "\(Int(parts[0])! + 1):\(parts[1])"
      }
      #expect(
        LintHarness.positions(Mutations.emojiFirstLine(code), id: id) == shifted, "\(at) after an emoji line")
      #expect(
        LintHarness.positions(Mutations.disableNext(code, id: id, markers: markers), id: id).isEmpty,
        "\(at) under disable:next")
    }
  }
}

/// The mutations of a triggering example.
enum Mutations {
  /// The code in a block comment, in `"..."` strings (line by line) and in a `"""` string.
  static func silent(_ code: String) -> [(String, String)] {
    let escaped = code.replacingOccurrences(of: "\\", with: "\\\\")
    let lines = escaped.split(separator: "\n", omittingEmptySubsequences: false).map {
      "_ = \"" + $0.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
    return [
      ("in a block comment", "/*\n" + code + "\n*/\n"),
      ("in \"...\" strings", lines.joined(separator: "\n")),
      (
        "in a \"\"\" string",
        "_ = \"\"\"\n" + escaped.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"") + "\n\"\"\"\n"
      ),
    ]
  }

  /// A multi-byte first line: findings move down one line, same column.
  static func emojiFirstLine(_ code: String) -> String {
    "let clock = \"🕐⏱️ é 日本\" // ✓\n" + code
  }

  /// `// timerdoctor:disable:next <id>` above every marked line.
  static func disableNext(_ code: String, id: String, markers: [String]) -> String {
    let marked = Set(markers.compactMap { Int($0.split(separator: ":")[0]) })
    var lines: [String] = []
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if marked.contains(index + 1) { lines.append("// timerdoctor:disable:next \(id) - example") }
      lines.append(String(line))
    }
    return lines.joined(separator: "\n")
  }
}

/// The code's rules and the catalog's lint entries are the same set, with one-line messages.
@Suite struct RuleCatalogTests {
  @Test func everyCatalogLintRuleHasExactlyOneImplementation() throws {
    let catalogIDs = try LintHarness.lintEntries().map(\.id).sorted()
    #expect(LintRules.ids.sorted() == catalogIDs)
    #expect(Set(LintRules.ids).count == LintRules.ids.count)
    let embedded = try Catalog.embedded().lintRules.map(\.id).sorted()
    #expect(embedded == catalogIDs)
  }

  @Test func everyFindingMessageIsOneLine() throws {
    for entry in try LintHarness.lintEntries() {
      for example in entry.examples where example.triggers {
        for finding in LintHarness.findings(LintHarness.stripMarkers(example.code).code) {
          #expect(!finding.message.contains("\n") && finding.message.contains(":"), "\(finding.message)")
        }
      }
    }
  }
}
