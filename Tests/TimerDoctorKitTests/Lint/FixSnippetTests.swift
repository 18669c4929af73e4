import Testing

@testable import TimerDoctorKit

/// The code a rule book entry offers as the fix must not trigger that rule.
@Suite struct FixSnippetTests {
  /// The Swift blocks under `## How to fix` in `body`.
  static func fixBlocks(_ body: String) -> [String] {
    var blocks: [String] = []
    var inFix = false
    var block: [String]?
    for line in body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var open = block {
        if line.hasPrefix("```") {
          blocks.append(open.joined(separator: "\n") + "\n")
          block = nil
        } else {
          open.append(line)
          block = open
        }
      } else if line.hasPrefix("## ") {
        inFix = line == "## How to fix"
      } else if inFix, line.hasPrefix("```swift") {
        block = []
      }
    }
    return blocks
  }

  @Test(arguments: LintRules.ids) func theFixDoesNotTriggerItsRule(id: String) throws {
    let entry = try #require(try LintHarness.lintEntries().first { $0.id == id })
    let blocks = Self.fixBlocks(entry.body)
    #expect(!blocks.isEmpty, "\(id) has no Swift fix snippet")
    for block in blocks {
      let code = LintHarness.stripMarkers(block).code
      let found = LintHarness.positions(code, id: id)
      #expect(found.isEmpty, "\(id): the How to fix code triggers the rule at \(found)")
      // Nor any rule that is on by default: a fix must not teach another bug.
      let catalog = try Catalog.embedded()
      let others = LintHarness.findings(code).filter { catalog.entry($0.id)?.optIn == false }
      #expect(
        others.isEmpty, "\(id): the How to fix code triggers \(others.map { "\($0.id) at \($0.line ?? 0)" })")
    }
  }
}
