import Foundation
import Testing

/// The command-line conventions Swift tools share (SwiftLint, swift-format), run against the
/// binary: each one as a user meets it.
@Suite struct CLIConventionTests {
  static let view = """
    final class ClockView: UIView {
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
      }
    }
    """

  @Test func versionIsASubcommandToo() throws {
    let run = try BinaryRun.run(["version"])
    #expect(run.status == 0)
    #expect(run.standardOutput.hasPrefix("timerdoctor "))
    #expect(run.standardOutput == (try BinaryRun.run(["--version"])).standardOutput)
  }

  @Test func dashQIsQuiet() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Sources/ClockView.swift", Self.view)
    let run = try BinaryRun.run(["lint", "-q", "--output", "report.txt", "Sources"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.standardError.isEmpty, "\(run.standardError)")
    let loud = try BinaryRun.run(["lint", "--output", "report.txt", "Sources"], in: folder.url)
    #expect(loud.standardError.contains("wrote the text report"))
    #expect(try BinaryRun.run(["help", "lint"]).standardOutput.contains("-q, --quiet"))
  }

  @Test func mistypedNamesGetADidYouMean() throws {
    let option = try BinaryRun.run(["lint", "--formt", "json", "."])
    #expect(option.status == 64)
    #expect(option.standardError.contains("did you mean `--format`?"))
    let rule = try BinaryRun.run(["lint", "--enable", "timer_never_invalidatd", "."])
    #expect(rule.status == 64)
    #expect(rule.standardError.contains("did you mean `timer_never_invalidated`?"))
    let command = try BinaryRun.run(["lnt"])
    #expect(command.status == 64)
    #expect(command.standardError.contains("did you mean `lint`?"))
    let explain = try BinaryRun.run(["explain", "timer_over_resum"])
    #expect(explain.standardError.contains("did you mean `timer_over_resume`?"))
    // Nothing close: no guess.
    let far = try BinaryRun.run(["lint", "--zzzzzzzz", "."])
    #expect(!far.standardError.contains("did you mean"))
  }

  @Test func writeBaselineWritesSaysHowManyAndExitsZero() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Sources/ClockView.swift", Self.view)
    let run = try BinaryRun.run(["lint", "--write-baseline", "baseline.json", "Sources"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("wrote 1 baseline entry to baseline.json"))
    #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("baseline.json").path))
  }

  @Test func stdinFilenameNamesStandardInput() throws {
    let run = try BinaryRun.run(
      ["lint", "--format", "github", "--stdin-filename", "Sources/ClockView.swift", "-"], input: Self.view)
    #expect(run.standardOutput.contains("file=Sources/ClockView.swift,line=3"), "\(run.standardOutput)")
  }

  @Test func helpListsOnlyWhatTheCommandAccepts() throws {
    let rules = try BinaryRun.run(["help", "rules"]).standardOutput
    #expect(rules.contains("--format text|json  "))
    #expect(!rules.contains("sarif") && !rules.contains("--output"))
    let explain = try BinaryRun.run(["help", "explain"]).standardOutput
    #expect(explain.contains("--format text|markdown"))
  }

  @Test func explainRendersForATerminalAndMarkdownOnRequest() throws {
    let text = try BinaryRun.run(["explain", "timer_selector_retains_target"]).standardOutput
    #expect(!text.contains("```") && !text.contains("↓") && !text.contains("## "))
    #expect(text.contains("Why\n---"))
    let markdown = try BinaryRun.run(["explain", "--format", "markdown", "timer_selector_retains_target"])
    #expect(markdown.standardOutput.contains("```swift") && markdown.standardOutput.contains("## Why"))
  }

  @Test func forceExcludeDropsExcludedFilesNamedOnTheCommandLine() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Sources/ClockView.swift", Self.view)
    try folder.write("Pods/Lib/ClockView.swift", Self.view)
    try folder.write("Generated/ClockView.swift", Self.view)
    try folder.write(".timerdoctor.json", #"{"excluded": ["Generated"]}"#)
    let files = ["Sources/ClockView.swift", "Pods/Lib/ClockView.swift", "Generated/ClockView.swift"]
    let named = try BinaryRun.run(["lint", "-q", "--format", "json"] + files, in: folder.url)
    #expect(
      named.standardOutput.components(separatedBy: "\"id\" : \"timer_never_invalidated\"").count - 1 == 3)
    let forced = try BinaryRun.run(
      ["lint", "-q", "--force-exclude", "--format", "json"] + files, in: folder.url)
    #expect(
      forced.standardOutput.components(separatedBy: "\"id\" : \"timer_never_invalidated\"").count - 1 == 1)
    #expect(forced.standardOutput.contains("\"file\" : \"Sources/ClockView.swift\""))
  }

  @Test func anUnknownIdInASuppressionCommentIsAWarning() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "Sources/ClockView.swift",
      "// timerdoctor:disable timer_never_invalidatd - typo\n" + Self.view)
    let run = try BinaryRun.run(["lint", "Sources"], in: folder.url)
    #expect(run.status == 0)
    #expect(
      run.standardError.contains(
        "Sources/ClockView.swift:1: warning: `timer_never_invalidatd` in a timerdoctor: comment names no lint rule"
      ))
    #expect(run.standardError.contains("did you mean `timer_never_invalidated`?"))
    // The typo suppressed nothing: the finding is still reported.
    #expect(run.standardOutput.contains("(timer_never_invalidated)"))
  }

  @Test func doubleDashEndsOptionsAndThreeDashesAreNoOption() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("--help", Self.view)
    let run = try BinaryRun.run(["lint", "--format", "json", "--", "--help"], in: folder.url)
    #expect(run.standardOutput.contains("\"file\" : \"--help\""), "\(run.standardOutput.prefix(300))")
    let triple = try BinaryRun.run(["lint", "---quiet", "."], in: folder.url)
    #expect(triple.status == 64)
    #expect(triple.standardError.contains("unknown option `---quiet`"))
  }
}
