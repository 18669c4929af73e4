import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("The rule book in Rules/")
struct RuleBookTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Crash patterns: the classifier's own ids plus the one it only reads from the catalog.
  static let crashIds = PatternID.catalogued + ["suspend_imbalance"]

  @Test func theEmbeddedCopyMatchesRules() throws {
    let folder = Self.root.appendingPathComponent("Rules")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    #expect(EmbeddedRules.files.map(\.name) == names, "run scripts/embed-rules")
    for (name, text) in EmbeddedRules.files {
      let onDisk = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(text == onDisk, "\(name) differs from its embedded copy: run scripts/embed-rules")
    }
    let snippets = try Catalog.snippets(in: folder.appendingPathComponent("snippets").path)
    #expect(!snippets.isEmpty, "Rules/snippets holds the shared code")
    #expect(EmbeddedRules.snippets.map(\.name) == snippets.keys.sorted(), "run scripts/embed-rules")
    for (name, text) in EmbeddedRules.snippets {
      #expect(
        text == snippets[name], "snippets/\(name) differs from its embedded copy: run scripts/embed-rules")
    }
  }

  /// The wrapper every DispatchSourceTimer entry offers is written once and shown whole by each.
  @Test func sharedCodeIsWrittenOnceAndPlacedInEachEntry() throws {
    let folder = Self.root.appendingPathComponent("Rules")
    let wrapper = try #require(EmbeddedRules.snippets.first { $0.name == "RepeatingTimer.swift" }?.text)
    var naming = 0
    for (name, text) in EmbeddedRules.files {
      #expect(
        !text.contains("final class RepeatingTimer"),
        "\(name) copies the wrapper: name snippets/RepeatingTimer.swift")
      naming += text.contains("](snippets/RepeatingTimer.swift)") ? 1 : 0
    }
    #expect(naming >= 13)
    let expanded = try Catalog.embedded().entries.filter { $0.body.contains("final class RepeatingTimer") }
    #expect(expanded.count == naming)
    #expect(expanded.allSatisfy { $0.body.contains(wrapper) })
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("snippets/RepeatingTimer.swift").path))
  }

  @Test func aMissingSnippetIsAnErrorAtItsLine() {
    let entry = "---\nid: x\nkind: lint\n---\n\nShared code: [Gone.swift](snippets/Gone.swift)\n"
    let error = #expect(throws: FileError.self) { try Catalog.parse(files: [("Rules/x.md", entry)]) }
    #expect(error?.line == 6)
    #expect(error?.reason.contains("snippets/Gone.swift") == true)
  }

  @Test func everyPublicIdHasAnEntryOfTheRightKind() throws {
    let catalog = try Catalog.embedded()
    // The registry of rules and the rule book name the same lint rules.
    #expect(catalog.lintRules.map(\.id) == LintRules.ids.sorted())
    #expect(catalog.crashPatterns.map(\.id) == Self.crashIds.sorted())
  }

  /// Misuse patterns are matched by frame signatures; crashes in timer code by the shape of the
  /// thread (`Classifier+TimerCode.swift`), so a frame list would only mislead `--rules` authors.
  @Test func everyMisusePatternHasFrameSignaturesAndNoTimerCodeCrashHasAny() throws {
    for pattern in try Catalog.embedded().crashPatterns {
      let timerCode = PatternID.timerCode.contains(pattern.id)
      #expect(pattern.frames.isEmpty == timerCode, "\(pattern.id)")
      #expect((pattern.defaultSeverity == .warning) == timerCode, "\(pattern.id)")
    }
  }

  @Test func everyMessageARuleUsesHasItsTextInTheRuleBook() throws {
    let catalog = try Catalog.embedded()
    for rule in LintRules.all {
      let entry = try #require(catalog.entry(rule.id))
      #expect(!rule.messages.isEmpty, "\(rule.id) declares no message")
      for message in rule.messages {
        #expect(
          entry.lintMessages[message.frontMatterKey]?.isEmpty == false,
          "\(rule.id): \(message.frontMatterKey)")
      }
      // No text in the entry that no code uses.
      #expect(Set(entry.lintMessages.keys) == Set(rule.messages.map(\.frontMatterKey)), "\(rule.id)")
    }
  }

  @Test func everyEntryHasWhyHowToFixAndExamples() throws {
    for entry in try Catalog.embedded().entries {
      #expect(entry.body.contains("## Why"), "\(entry.id)")
      #expect(entry.body.contains("## How to fix"), "\(entry.id)")
      #expect(entry.body.contains("```swift"), "\(entry.id) has no Swift fix snippet")
      guard entry.kind == .lint else { continue }
      #expect(entry.examples.filter(\.triggers).count >= 3, "\(entry.id) needs 3 triggering examples")
      #expect(
        entry.examples.filter { !$0.triggers }.count >= 3, "\(entry.id) needs 3 non-triggering examples")
      for example in entry.examples {
        #expect(example.code.contains("↓") == example.triggers, "\(entry.id) example at line \(example.line)")
      }
    }
  }
}
