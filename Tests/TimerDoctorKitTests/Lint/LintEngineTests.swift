import Foundation
import Testing

@testable import TimerDoctorKit

/// Baseline files and the lint walk, through the library.
@Suite struct BaselineTests {
  static func finding(_ file: String) -> Finding {
    Finding(
      id: "timer_force_unwrap", severity: .warning, message: "m", file: file, line: 2, column: 15,
      lineText: "  var t: Timer!")
  }

  @Test func pathsBelowTheBaselineFolderAreRelative() {
    let entry = Baseline.entry(for: Self.finding("/work/app/Sources/A.swift"), directory: "/work/app")
    #expect(entry.file == "Sources/A.swift")
  }

  @Test func pathsOutsideTheBaselineFolderWalkUp() {
    let entry = Baseline.entry(
      for: Self.finding("/work/app/Sources/A.swift"), directory: "/work/baselines/ci")
    #expect(entry.file == "../../app/Sources/A.swift")
    #expect(PathTools.relativeWalkingUp("/a/b", from: "/") == "a/b")
  }

  @Test func aWrittenBaselineFiltersTheSameFindingsFromAnotherFolder() throws {
    let folder = try TemporaryRulesFolder()
    defer { folder.remove() }
    let findings = [Self.finding(folder.path + "/src/A.swift")]
    let path = folder.path + "/baselines/lint.json"
    try FileManager.default.createDirectory(
      atPath: folder.path + "/baselines", withIntermediateDirectories: true)
    try Baseline.render(findings, path: path).write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"../src/A.swift\""))
    #expect(try Baseline(path: path).filter(findings).isEmpty)
  }

  @Test(arguments: [
    (#"{"version": 2, "findings": []}"#, "baseline version 2 is not supported"),
    (#"{"version": 1, "findings": [], "extra": true}"#, "unknown key `extra`"),
    (#"{"version": 1, "findings": [{"file": "a", "rule": "r", "line": "l", "col": 1}]}"#, "`findings[].col`"),
    (#"{"findings": []}"#, "not a timerdoctor baseline"),
  ])
  func badBaselinesAreOneLineErrorsNamingTheFile(text: String, reason: String) throws {
    let folder = try TemporaryRulesFolder()
    defer { folder.remove() }
    try folder.write("b.json", text)
    let path = folder.path + "/b.json"
    #expect {
      try Baseline(path: path)
    } throws: { error in
      let description = "\(error)"
      return description.hasPrefix(path + ": ") && description.contains(reason) && !description.contains("\n")
    }
  }
}

@Suite struct LintWalkTests {
  @Test func fortyFilesGiveExactlyFortyFindingsInTheSameOrderEveryRun() throws {
    let folder = try TemporaryRulesFolder()
    defer { folder.remove() }
    for index in 0..<40 {
      try folder.write(
        "F\(index).swift",
        "final class F\(index): UIView {\n  func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }\n}\n"
      )
    }
    let engine = try LintEngine(catalog: Catalog.embedded(), options: LintOptions(paths: [folder.path]))
    let first = engine.lint().findings.sorted(by: Finding.reportOrder)
    let second = engine.lint().findings.sorted(by: Finding.reportOrder)
    #expect(first.count == 40)
    #expect(first == second)
  }

  @Test func aSymlinkedOrHardLinkedFileIsLintedOnce() throws {
    let folder = try TemporaryRulesFolder()
    defer { folder.remove() }
    try folder.write(
      "A.swift",
      "final class A: UIView {\n  func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }\n}\n"
    )
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/L.swift", withDestinationPath: "A.swift")
    try FileManager.default.linkItem(atPath: folder.path + "/A.swift", toPath: folder.path + "/H.swift")
    let paths = [folder.path, folder.path + "/H.swift"]
    let engine = try LintEngine(catalog: Catalog.embedded(), options: LintOptions(paths: paths))
    let output = engine.lint()
    #expect(output.findings.count == 1)
    #expect(output.inputs.map { URL(fileURLWithPath: $0).lastPathComponent } == ["A.swift"])
  }

  /// Pass two reads a timer file again instead of holding its bytes; bytes that are not the ones
  /// pass one read (stale facts) are refused with one line, and a file gone is an input error.
  @Test func passTwoRereadsATimerFileAndRefusesOneThatChanged() throws {
    let folder = try TemporaryRulesFolder()
    defer { folder.remove() }
    let text =
      "final class A: UIView {\n  func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }\n}\n"
    try folder.write("A.swift", text)
    let source = InputSource(location: .file(folder.path + "/A.swift"), displayPath: "A.swift")
    let catalog = try Catalog.embedded()
    let linter = FileLinter(
      rules: LintRules.all, catalog: catalog, severities: SeverityPolicy(ids: LintRules.ids, catalog: catalog)
    )
    guard case .scanned(var file) = linter.prepare(path: "A.swift", bytes: Array(text.utf8)) else {
      Issue.record("a timer file was not scanned")
      return
    }
    file.rereadHash = ContentHash.of(Array(text.utf8))
    file.bytes = []
    #expect(try LintEngine.reread(file, from: source).get().bytes == Array(text.utf8))

    try folder.write("A.swift", text + "// edited\n")
    guard case .failure(let changed) = LintEngine.reread(file, from: source) else {
      Issue.record("changed bytes were linted with the old facts")
      return
    }
    #expect(changed.line == "A.swift: changed while it was linted; run lint again")
    try FileManager.default.removeItem(atPath: folder.path + "/A.swift")
    guard case .failure(let gone) = LintEngine.reread(file, from: source) else {
      Issue.record("a removed file was linted")
      return
    }
    #expect(gone.line == "A.swift: cannot open: it was removed or renamed during the run")
  }
}
