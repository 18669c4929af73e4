import Foundation
import Testing

@testable import TimerDoctorKit

/// Issue 25, item 2: every command line README (and the pages under `docs/`) shows is run, and
/// its claimed output and exit status checked, so the documents cannot drift from the tool.
@Suite struct ReadmeCommandTests {
  static let documents =
    ["README.md"]
    + {
      let docs = BinaryRun.packageRoot.appendingPathComponent("docs")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }()

  static func text(of document: String) throws -> String {
    try String(contentsOf: BinaryRun.packageRoot.appendingPathComponent(document), encoding: .utf8)
  }

  /// A scratch copy of the samples the examples run on, so a command that writes cannot touch
  /// the checkout.
  static func scratchCopy() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try FileManager.default.copyItem(
      at: BinaryRun.packageRoot.appendingPathComponent("SampleLogs"),
      to: folder.url.appendingPathComponent("SampleLogs"))
    return folder
  }

  static var binaryFolder: URL { BinaryRun.binary.deletingLastPathComponent() }

  @Test(arguments: documents)
  func consoleExamplesShowWhatTheToolPrints(document: String) throws {
    let examples = DocumentedCommands.examples(in: try Self.text(of: document), document: document)
    let folder = try Self.scratchCopy()
    defer { folder.remove() }
    for example in examples {
      let mismatches = try DocumentedCommands.mismatches(
        of: example, in: folder.url, binaryFolder: Self.binaryFolder)
      #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
  }

  @Test func readmeShowsTheCommandsAUserRunsFirst() throws {
    let steps = DocumentedCommands.examples(in: try Self.text(of: "README.md"), document: "README.md")
      .flatMap(\.steps)
    let commands = Set(steps.map { $0.command.split(separator: " ").prefix(2).joined(separator: " ") })
    #expect(commands.isSuperset(of: ["timerdoctor lint", "timerdoctor triage", "echo $?"]))
    #expect(steps.filter { $0.command == "echo $?" }.count >= 3)
  }

  /// A changed output line or exit status is caught: the check is not one that always passes.
  @Test func aChangedClaimIsCaught() throws {
    let readme = try Self.text(of: "README.md")
    var example = try #require(
      DocumentedCommands.examples(in: readme, document: "README.md").first { example in
        example.steps.contains { $0.command == "echo $?" }
      })
    let folder = try Self.scratchCopy()
    defer { folder.remove() }
    let binary = Self.binaryFolder
    #expect(try DocumentedCommands.mismatches(of: example, in: folder.url, binaryFolder: binary).isEmpty)

    let original = example
    example.steps[0].expected[0] += " (changed)"
    let changedLine = try DocumentedCommands.mismatches(of: example, in: folder.url, binaryFolder: binary)
    #expect(changedLine.count == 1 && changedLine[0].contains("output differs"), "\(changedLine)")

    example = original
    let status = try #require(example.steps.firstIndex { $0.command == "echo $?" })
    example.steps[status].expected = ["0"]
    let changedStatus = try DocumentedCommands.mismatches(of: example, in: folder.url, binaryFolder: binary)
    #expect(changedStatus.count == 1 && changedStatus[0].contains("claims exit 0"), "\(changedStatus)")

    example = original
    example.steps.remove(at: status)
    example.steps[0].command = "timerdoctor triage SampleLogs/negative/pulse_app.log"
    let hiddenError = try DocumentedCommands.mismatches(of: example, in: folder.url, binaryFolder: binary)
    #expect(
      hiddenError.contains { $0.contains("exits 2, which the example does not show") }, "\(hiddenError)")
  }

  @Test func elisionMatchesAnyLinesAndNothingElse() {
    let actual = ["a", "b", "c", "d"][...]
    #expect(DocumentedCommands.matches(["a", "...", "d"], actual))
    #expect(DocumentedCommands.matches(["a", "..."], actual))
    #expect(DocumentedCommands.matches(["...", "b", "c", "d"], actual))
    #expect(!DocumentedCommands.matches(["a", "...", "c"], actual))
    #expect(!DocumentedCommands.matches(["b", "..."], actual))
    #expect(!DocumentedCommands.matches(["a", "b", "c"], actual))
  }

  /// The CI recipes name the user's folders and cannot run here; their options must still be
  /// ones the binary accepts.
  @Test(arguments: documents)
  func recipeCommandLinesParse(document: String) throws {
    for (line, arguments) in DocumentedCommands.recipeInvocations(in: try Self.text(of: document)) {
      #expect(throws: Never.self, "\(document):\(line): timerdoctor \(arguments.joined(separator: " "))") {
        _ = try Invocation.parse(arguments)
      }
    }
  }

  @Test func readmeRecipesAreCheckedAndItsOptionTablesListEveryOption() throws {
    let readme = try Self.text(of: "README.md")
    #expect(DocumentedCommands.recipeInvocations(in: readme).count >= 6)
    for option in OptionSpec.all {
      #expect(readme.contains("`--\(option.name)"), "README does not show --\(option.name)")
    }
  }

  @Test func readmeStaysShort() throws {
    let lines = try Self.text(of: "README.md").filter { $0 == "\n" }.count
    #expect(lines < 350, "README has \(lines) lines")
  }
}
