import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("The rule book in Rules/")
struct RuleBookTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let lintIds = [
    "timer_runloop_default_mode", "timer_selector_retains_target", "timer_handler_strong_self",
    "timer_global_queue", "timer_release_while_suspended", "timer_over_resume", "timer_never_activated",
    "timer_local_dispatch_source", "timer_replaced_without_invalidate", "timer_never_invalidated",
    "timer_force_unwrap", "timer_background_thread", "timer_implicitly_unwrapped",
  ]
  static let crashIds = [
    "suspend_imbalance", "cancel_while_suspended", "release_while_suspended", "resume_after_cancel",
    "release_while_inactive",
  ]

  @Test func theEmbeddedCopyMatchesRules() throws {
    let folder = Self.root.appendingPathComponent("Rules")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
    #expect(EmbeddedRules.files.map(\.name) == names, "run scripts/embed-rules")
    for (name, text) in EmbeddedRules.files {
      let onDisk = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(text == onDisk, "\(name) differs from its embedded copy: run scripts/embed-rules")
    }
  }

  @Test func everyPublicIdHasAnEntryOfTheRightKind() throws {
    let catalog = try Catalog.embedded()
    #expect(catalog.lintRules.map(\.id) == Self.lintIds.sorted())
    #expect(catalog.crashPatterns.map(\.id) == Self.crashIds.sorted())
  }

  @Test func severitiesMatchLintMd() throws {
    let catalog = try Catalog.embedded()
    let errors = ["timer_release_while_suspended", "timer_over_resume", "timer_never_activated"]
    for rule in catalog.lintRules {
      #expect(rule.defaultSeverity == (errors.contains(rule.id) ? .error : .warning), "\(rule.id)")
    }
    for pattern in catalog.crashPatterns {
      #expect(pattern.defaultSeverity == .error)
      #expect(!pattern.frames.isEmpty, "\(pattern.id) has no frame signatures")
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
