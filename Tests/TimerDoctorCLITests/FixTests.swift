import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `lint --fix` through the binary: each fix makes exactly its fixture's after file, which
/// type-checks, loses the finding and needs no second fix; JSON fixes and the diff give the same
/// bytes; a killed run leaves every file whole; a file that cannot be fixed safely is left alone.
@Suite struct FixTests {
  static func lint(_ arguments: [String], in folder: TemporaryFolder) throws -> BinaryRun {
    try BinaryRun.run(["lint", "--no-cache"] + arguments, in: folder.url)
  }

  static func findings(_ file: String, in folder: TemporaryFolder) throws -> [[String: Any]] {
    let run = try lint(["--format", "json", file], in: folder)
    let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
    return report?["findings"] as? [[String: Any]] ?? []
  }

  @Test(arguments: FixFixtures.names)
  func eachFixMakesItsAfterFileExactly(name: String) throws {
    #expect(FixFixtures.names.count >= 11)
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = FixFixtures.fileName(name)
    try folder.write(file, try FixFixtures.text(name, "before"))
    let before = try Self.findings(file, in: folder)
    let fixed = before.filter { finding in
      let safety = (finding["autofix"] as? [String: Any])?["safety"] as? String
      return safety == "safe" || (safety == "unsafe" && name.hasPrefix("unsafe-"))
    }
    #expect(!fixed.isEmpty, "\(name): nothing to fix")

    let run = try Self.lint(FixFixtures.fixOptions(name) + [file], in: folder)
    #expect(run.status != 2 && run.status != 64, "\(run.standardError)")
    let after = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
    #expect(after == (try FixFixtures.text(name, "after")), "\(name)")
    #expect(run.standardError.contains("fixed: "), "\(run.standardError)")

    // Its findings are gone, and a second run has nothing to fix.
    let remaining = try Self.findings(file, in: folder)
    for id in Set(fixed.compactMap { $0["id"] as? String }) {
      let count = { (findings: [[String: Any]]) in findings.filter { $0["id"] as? String == id }.count }
      let fixedCount = fixed.filter { $0["id"] as? String == id }.count
      // A fix may settle more than its own finding (an add for `.common` covers the timer's
      // `scheduledTimer` too), never less, and adds none.
      #expect(count(remaining) <= count(before) - fixedCount, "\(name): \(id) still reported")
    }
    let again = try Self.lint(FixFixtures.fixOptions(name) + ["--diff", file], in: folder)
    #expect(again.status == 0 && again.standardOutput.isEmpty, "\(name): \(again.standardOutput)")
  }

  /// Every before and after file type-checks with `swiftc` (each side as one module with the
  /// Linux shims of the Darwin APIs the fixtures name).
  @Test(arguments: ["before", "after"])
  func fixturesTypeCheck(side: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shims = try String(
      contentsOf: FixFixtures.folder.appendingPathComponent("Shims.fixture"), encoding: .utf8)
    var files = [try folder.write("Shims.swift", shims).path]
    for name in FixFixtures.typeCheckable {
      files.append(try folder.write("\(name).swift", try FixFixtures.text(name, side)).path)
    }
    #expect(files.count >= 11)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-module-name", "Fixtures"] + files
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let output = DrainedPipe(errors)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(String(decoding: output.wait(), as: UTF8.self))")
  }

  /// Every fixture in one folder: the report's JSON replacements applied by `scripts/apply-fixes`
  /// and the unified diff applied by `git apply` give the same bytes as `--fix`.
  @Test(arguments: [false, true])
  func jsonAndDiffGiveTheBytesOfFix(unsafe: Bool) throws {
    let folders = try (0..<3).map { _ in try TemporaryFolder() }
    defer { folders.forEach { $0.remove() } }
    for folder in folders {
      for name in FixFixtures.names {
        try folder.write("Sources/\(FixFixtures.fileName(name))", try FixFixtures.text(name, "before"))
      }
    }
    let unsafeOption = unsafe ? ["--unsafe-fixes"] : []
    let fix = try Self.lint(["--fix", "--quiet"] + unsafeOption + ["Sources"], in: folders[0])
    #expect(fix.status != 2, "\(fix.standardError)")

    let json = try Self.lint(["--format", "json", "--output", "report.json", "Sources"], in: folders[1])
    #expect(json.status != 2, "\(json.standardError)")
    let script = BinaryRun.packageRoot.appendingPathComponent("scripts/apply-fixes").path
    #expect(
      try Self.tool(["python3", script, "report.json"] + (unsafe ? ["--unsafe"] : []), in: folders[1]) == 0)

    let diff = try Self.lint(["--fix", "--diff"] + unsafeOption + ["Sources"], in: folders[2])
    #expect(diff.status == 1, "\(diff.standardError)")
    try folders[2].write("fixes.diff", diff.standardOutput)
    #expect(try Self.tool(["git", "apply", "fixes.diff"], in: folders[2]) == 0)

    for name in FixFixtures.names {
      let path = "Sources/\(FixFixtures.fileName(name))"
      let made = try Data(contentsOf: folders[0].url.appendingPathComponent(path))
      #expect(try Data(contentsOf: folders[1].url.appendingPathComponent(path)) == made, "json: \(name)")
      #expect(try Data(contentsOf: folders[2].url.appendingPathComponent(path)) == made, "diff: \(name)")
      // With unsafe fixes a safe fixture may get one more fix; its own run checks that.
      guard !unsafe || name.hasPrefix("unsafe-") else { continue }
      let expected = unsafe || !name.hasPrefix("unsafe-") ? "after" : "before"
      #expect(made == Data(try FixFixtures.text(name, expected).utf8), "\(name) \(expected)")
    }
  }

  static func tool(_ arguments: [String], in folder: TemporaryFolder) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder.url
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Killed (SIGKILL or SIGTERM) at each step of a file's rewrite, every file holds its old bytes
  /// or its whole fixed bytes.
  @Test(arguments: ["KILL", "TERM"])
  func aKilledFixLeavesEveryFileWhole(signal: String) throws {
    let names = ["force-unwrap", "mode-add", "no-queue"]
    for point in ["write", "rename", "renamed"] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      for name in names { try folder.write(FixFixtures.fileName(name), try FixFixtures.text(name, "before")) }
      let killed = try BinaryRun.run(
        ["lint", "--no-cache", "--fix", "."], in: folder.url,
        environment: ["TIMERDOCTOR_TEST_KILL_AT": point, "TIMERDOCTOR_TEST_KILL_SIGNAL": signal])
      #expect(killed.status == (signal == "TERM" ? SIGTERM : SIGKILL), "\(point): \(killed.standardError)")
      var whole = 0
      var fixed = 0
      for name in names {
        let now = try String(
          contentsOf: folder.url.appendingPathComponent(FixFixtures.fileName(name)), encoding: .utf8)
        if now == (try FixFixtures.text(name, "before")) { whole += 1 }
        if now == (try FixFixtures.text(name, "after")) { fixed += 1 }
      }
      #expect(whole + fixed == names.count, "\(signal) at \(point): a file is half written")
      // SIGTERM lets the run remove its temporary file; SIGKILL cannot be caught.
      let stray = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
        $0.contains(".tmp-")
      }
      if signal == "TERM" { #expect(stray.isEmpty, "\(point): \(stray)") }
      #expect(fixed == (point == "renamed" ? 1 : 0), "\(signal) at \(point)")
    }
  }

  /// A file that is not UTF-8 is left as it is with one line and exit 2; the other file is fixed.
  @Test func aFileThatCannotBeFixedSafelyIsLeftAndTheOthersAreFixed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("ForceUnwrap.swift", try FixFixtures.text("force-unwrap", "before"))
    var latin1 = Data(try FixFixtures.text("mode-add", "before").utf8)
    latin1.append(contentsOf: Array("// caf".utf8) + [0xE9] + Array("\n".utf8))
    let latin1File = folder.url.appendingPathComponent("ModeAdd.swift")
    try latin1.write(to: latin1File)
    let run = try Self.lint(["--fix", "--quiet", "."], in: folder)
    #expect(run.status == 2)
    #expect(run.standardError.contains("ModeAdd.swift: not fixed: not valid UTF-8"), "\(run.standardError)")
    #expect(try Data(contentsOf: latin1File) == latin1)
    let fixed = try String(
      contentsOf: folder.url.appendingPathComponent("ForceUnwrap.swift"), encoding: .utf8)
    #expect(fixed == (try FixFixtures.text("force-unwrap", "after")))
  }

  /// Only the findings the run reports are fixed: a suppressed one, one in the baseline, one of a
  /// disabled rule and one below `--min-severity` keep their code.
  @Test func fixHonoursSuppressionsBaselineRuleOptionsAndMinimumSeverity() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let suppressed = try FixFixtures.text("force-unwrap", "before")
      .replacingOccurrences(
        of: "    timer!.fire()",
        with: "    // timerdoctor:disable:next timer_force_unwrap - checked\n    timer!.fire()")
    try folder.write("Suppressed.swift", suppressed)
    try folder.write("Baselined.swift", try FixFixtures.text("mode-add", "before"))
    try folder.write("Disabled.swift", try FixFixtures.text("no-queue", "before"))
    try folder.write("Fixed.swift", try FixFixtures.text("global-queue", "before"))
    let baseline = try Self.lint(["--write-baseline", "baseline.json", "Baselined.swift"], in: folder)
    #expect(baseline.status == 0, "\(baseline.standardError)")
    let run = try Self.lint(
      ["--fix", "--baseline", "baseline.json", "Suppressed.swift", "Baselined.swift", "Fixed.swift"],
      in: folder)
    #expect(run.status != 2 && run.status != 64, "\(run.standardError)")
    let read = { (name: String) in
      try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(try read("Suppressed.swift") == suppressed)
    #expect(try read("Baselined.swift") == (try FixFixtures.text("mode-add", "before")))
    #expect(try read("Fixed.swift") == (try FixFixtures.text("global-queue", "after")))
    // The queue rule off: its fix is not made.
    let off = try Self.lint(["--fix", "--disable", "timer_global_queue", "Disabled.swift"], in: folder)
    #expect(off.status != 2, "\(off.standardError)")
    #expect(try read("Disabled.swift") == (try FixFixtures.text("no-queue", "before")))
    // Info findings below --min-severity warning are not reported, so not fixed.
    let warningsOnly = try Self.lint(["--fix", "--min-severity", "warning", "Disabled.swift"], in: folder)
    #expect(warningsOnly.status != 2, "\(warningsOnly.standardError)")
    #expect(try read("Disabled.swift") == (try FixFixtures.text("no-queue", "before")))
    _ = try Self.lint(["--fix", "Disabled.swift"], in: folder)
    #expect(try read("Disabled.swift") == (try FixFixtures.text("no-queue", "after")))
  }

  /// The selector fix makes the default-mode change only where that rule reports: disabled or
  /// suppressed, the block API keeps `scheduledTimer` (and its mode).
  @Test(arguments: [
    ["--disable", "timer_runloop_default_mode"], [],
  ])
  func theSelectorFixAsksTheModeRule(extra: [String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var code = try FixFixtures.text("unsafe-selector", "before")
    if extra.isEmpty {
      code = code.replacingOccurrences(
        of: "    timer = Timer.scheduledTimer(\n",
        with:
          "    // timerdoctor:disable:next timer_runloop_default_mode\n    timer = Timer.scheduledTimer(\n")
    }
    try folder.write("S.swift", code)
    let run = try Self.lint(["--fix", "--unsafe-fixes", "--quiet"] + extra + ["S.swift"], in: folder)
    #expect(run.status != 2 && run.status != 64, "\(run.standardError)")
    let fixed = try String(contentsOf: folder.url.appendingPathComponent("S.swift"), encoding: .utf8)
    #expect(
      fixed.contains(
        "timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] timer in"))
  }

  /// `--output` takes the diff; a report path that is one of the sources stops the run before any
  /// file is rewritten.
  @Test func theDiffGoesToOutputAndAReportNeverOverwritesASource() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let before = try FixFixtures.text("force-unwrap", "before")
    try folder.write("F.swift", before)
    let diff = try Self.lint(["--fix", "--diff", "--output", "fix.diff", "F.swift"], in: folder)
    #expect(diff.status == 1 && diff.standardOutput.isEmpty, "\(diff.standardError)")
    let written = try String(contentsOf: folder.url.appendingPathComponent("fix.diff"), encoding: .utf8)
    #expect(written.hasPrefix("--- a/F.swift\n+++ b/F.swift\n"))
    let over = try Self.lint(["--fix", "--output", "F.swift", "F.swift"], in: folder)
    #expect(over.status == 2)
    #expect(over.standardError.contains("refusing to write the report over the input"))
    #expect(try String(contentsOf: folder.url.appendingPathComponent("F.swift"), encoding: .utf8) == before)
  }

  @Test func textShowsWhatIsFixableAndCountsIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["mode-add", "unsafe-stop-old"] {
      try folder.write(FixFixtures.fileName(name), try FixFixtures.text(name, "before"))
    }
    let run = try Self.lint(["."], in: folder)
    #expect(
      run.standardOutput.contains("    fixable with --fix: `forMode: .default` to `forMode: .common`\n"))
    #expect(
      run.standardOutput.contains(
        "    fixable with --fix --unsafe-fixes: stop the old timer first: `timer?.invalidate()`\n"))
    #expect(
      run.standardOutput.contains("; 1 fixable with --fix; 1 with --fix --unsafe-fixes\n"),
      "\(run.standardOutput)")
  }

  @Test(arguments: [
    (["--diff", "."], "--diff works only with --fix"),
    (["--unsafe-fixes", "."], "--unsafe-fixes works only with --fix"),
    (["--fix", "-"], "it cannot fix standard input"),
    (["--fix", "--write-baseline", "b.json", "."], "--fix and --write-baseline do not go together"),
    (["--fix", "--diff", "--format", "json", "."], "--format json does not apply"),
  ])
  func fixOptionsOutOfPlaceAreUsageErrors(arguments: [String], message: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let run = try Self.lint(arguments, in: folder)
    #expect(run.status == 64)
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }
}
