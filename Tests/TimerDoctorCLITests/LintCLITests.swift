import Foundation
import Testing

@testable import TimerDoctorKit

/// CLI contract tests for `timerdoctor lint` against the built binary: exit codes, `--strict`,
/// configuration, suppression comments and baselines.
@Suite struct LintCLITests {
  /// A warning (`timer_global_queue`).
  static let warning = """
    import Foundation
    final class Poller {
      let timer = DispatchSource.makeTimerSource(queue: .global())
      init() { timer.resume() }
      deinit { timer.cancel() }
    }
    """
  /// An error (`timer_over_resume`).
  static let error = """
    import Foundation
    func demo() {
      let t = DispatchSource.makeTimerSource(queue: .main)
      t.resume()
      t.resume()
      keep(t)
    }
    """

  /// The fixtures' rules at fixed severities, so these exit-code tests do not repeat the rule
  /// book's defaults (changing one there is a change of that file alone).
  static let fixedSeverities =
    #"{"opt_in_rules": ["timer_global_queue"], "severity": {"timer_global_queue": "warning", "timer_over_resume": "error"}}"#

  @Test func cleanWarningAndErrorExitCodes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".timerdoctor.json", Self.fixedSeverities)
    try folder.write("Clean.swift", "let x = 1\n")
    #expect(try BinaryRun.run(["lint", "."], in: folder.url).status == 0)
    try folder.write("Warn.swift", Self.warning)
    let warned = try BinaryRun.run(["lint", "."], in: folder.url)
    #expect(warned.status == 0)
    #expect(warned.standardOutput.contains("Warn.swift:3:53: warning: "))
    #expect(warned.standardOutput.contains("(timer_global_queue)"))
    #expect(try BinaryRun.run(["lint", "--strict", "."], in: folder.url).status == 1)
    try folder.write("Err.swift", Self.error)
    let failed = try BinaryRun.run(["lint", "."], in: folder.url)
    #expect(failed.status == 1)
    #expect(failed.standardOutput.contains("Err.swift:5:5: error: "))
  }

  @Test func configurationSeverityDisabledOnlyAndGlobs() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Sources/Warn.swift", Self.warning)
    try folder.write("Generated/Gen.swift", Self.error)
    try folder.write(
      ".timerdoctor.json",
      #"{"opt_in_rules": ["timer_global_queue"], "severity": {"timer_global_queue": "error"}, "excluded": ["Generated"]}"#
    )
    let escalated = try BinaryRun.run(["lint"], in: folder.url)
    #expect(escalated.status == 1)
    let text = try #require(try Catalog.embedded().entry("timer_global_queue")?.lintMessages["message"])
    #expect(escalated.standardOutput.contains("error: \(text)"))
    #expect(!escalated.standardOutput.contains("Gen.swift"))
    // Disabled wins over opted in (otherwise the opt-in rule would be off anyway, and this
    // check could not fail).
    try folder.write(
      ".timerdoctor.json",
      #"{"opt_in_rules": ["timer_global_queue"], "disabled_rules": ["timer_global_queue"], "included": ["Sources/**"]}"#
    )
    let disabled = try BinaryRun.run(["lint", "--strict"], in: folder.url)
    #expect(disabled.status == 0, "\(disabled.standardOutput)")
    try folder.write(".timerdoctor.json", #"{"only_rules": ["timer_over_resume"]}"#)
    let only = try BinaryRun.run(["lint", "--strict", "--format", "json"], in: folder.url)
    #expect(only.status == 1)
    #expect(
      only.standardOutput.contains("timer_over_resume") && !only.standardOutput.contains("timer_global_queue")
    )
    let cli = try BinaryRun.run(["lint", "--disable", "timer_over_resume"], in: folder.url)
    #expect(cli.status == 0)
  }

  @Test func invalidConfigurationExitsTwoNamingTheKey() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Warn.swift", Self.warning)
    try folder.write(".timerdoctor.json", #"{"disabled_rule": []}"#)
    let unknownKey = try BinaryRun.run(["lint"], in: folder.url)
    #expect(unknownKey.status == 2)
    #expect(unknownKey.standardError.contains(".timerdoctor.json: unknown key `disabled_rule`"))
    try folder.write("other.json", #"{"disabled_rules": ["timer_nope"]}"#)
    let unknownID = try BinaryRun.run(["lint", "--config", "other.json"], in: folder.url)
    #expect(unknownID.status == 2)
    #expect(unknownID.standardError.contains("other.json: `disabled_rules`: unknown rule id `timer_nope`"))
    try folder.write("bad.json", "{ not json")
    #expect(try BinaryRun.run(["lint", "--config", "bad.json"], in: folder.url).status == 2)
    let usage = try BinaryRun.run(["lint", "--enable", "timer_nope"], in: folder.url)
    #expect(usage.status == 64)
  }

  @Test func suppressionCommentsSilenceFindings() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Positive control: the same code without the comments fails the strict run.
    let control = try TemporaryFolder()
    defer { control.remove() }
    try control.write("Warn.swift", Self.warning)
    try control.write("Err.swift", Self.error)
    // timer_global_queue is opt-in: without --enable its suppressions would silence nothing.
    let unsuppressed = try BinaryRun.run(
      ["lint", "--strict", "--enable", "timer_global_queue", "--format", "json"], in: control.url)
    #expect(unsuppressed.status == 1)
    #expect(
      unsuppressed.standardOutput.contains("timer_global_queue")
        && unsuppressed.standardOutput.contains("timer_over_resume"), "\(unsuppressed.standardOutput)")
    let next = Self.warning.replacingOccurrences(
      of: "  let timer", with: "  // timerdoctor:disable:next timer_global_queue - legacy poller\n  let timer"
    )
    try folder.write("Next.swift", next)
    try folder.write(
      "This.swift",
      Self.warning.replacingOccurrences(of: "global())", with: "global())  // timerdoctor:disable:this all"))
    try folder.write("Region.swift", "// timerdoctor:disable timer_over_resume\n" + Self.error)
    let run = try BinaryRun.run(["lint", "--strict", "--enable", "timer_global_queue"], in: folder.url)
    #expect(run.status == 0, "\(run.standardOutput)")
    try folder.write(
      "Enabled.swift", "// timerdoctor:disable all\n// timerdoctor:enable timer_over_resume\n" + Self.error)
    #expect(try BinaryRun.run(["lint"], in: folder.url).status == 1)
  }

  @Test func baselineMatchesLineTextNotLineNumbers() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Sources/Err.swift", Self.error)
    let write = try BinaryRun.run(["lint", "--write-baseline", "baseline.json", "Sources"], in: folder.url)
    #expect(write.status == 0)
    #expect(write.standardOutput.isEmpty)
    #expect(write.standardError.contains("wrote 1 baseline entry to baseline.json"))
    let baseline = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
    #expect(
      baseline.contains("\"file\" : \"Sources/Err.swift\"")
        && baseline.contains("\"rule\" : \"timer_over_resume\""))
    #expect(
      try BinaryRun.run(["lint", "--strict", "--baseline", "baseline.json", "Sources"], in: folder.url).status
        == 0)
    try folder.write("Sources/Err.swift", "// moved down\n\n" + Self.error)
    #expect(
      try BinaryRun.run(["lint", "--baseline", "baseline.json", "Sources"], in: folder.url).status == 0)
    try folder.write(
      "Sources/Err.swift", Self.error + "\n" + Self.error.replacingOccurrences(of: "demo", with: "demo2"))
    let grown = try BinaryRun.run(["lint", "--baseline", "baseline.json", "Sources"], in: folder.url)
    #expect(grown.status == 1)
    #expect(grown.standardOutput.contains("1 finding"))
    try folder.write("broken.json", "[]")
    #expect(try BinaryRun.run(["lint", "--baseline", "broken.json", "Sources"], in: folder.url).status == 2)
  }

  @Test func walkingIsSwiftOnlyWithDefaultExcludesAndDeterministic() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for index in 0..<40 { try folder.write("Sources/F\(index).swift", Self.warning) }
    let xcodeFolders = ["App/Assets.xcassets", "App.xcodeproj", "App.xcworkspace", "App/en.lproj"]
    for skipped in [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm"] + xcodeFolders {
      try folder.write("\(skipped)/X.swift", Self.error)
    }
    try folder.write("Sources/notes.txt", Self.error)
    try folder.write(".timerdoctor.json", Self.fixedSeverities)
    let arguments = ["lint", "--format", "json"]
    let first = try BinaryRun.run(arguments, in: folder.url)
    let second = try BinaryRun.run(arguments, in: folder.url)
    #expect(first.status == 0)
    #expect(first.standardOutput == second.standardOutput)
    #expect(first.standardOutput.components(separatedBy: "\"timer_global_queue\"").count - 1 == 40)
    #expect(!first.standardOutput.contains("timer_over_resume"))
    // Named on the command line, an Xcode folder is linted like any other.
    let named = try BinaryRun.run(["lint", "--format", "json", "App/Assets.xcassets"], in: folder.url)
    #expect(named.standardOutput.contains("timer_over_resume"))
  }
}
