import Foundation

@testable import TimerDoctorKit

/// Runs the lint rules over source text, the way the engine does for one file.
enum LintHarness {
  /// The linter with every rule on, at its catalog default, as the engine makes it.
  static let linter: FileLinter = {
    // The embedded rule book is the binary's: a test run without it cannot check anything.
    guard let catalog = try? Catalog.embedded() else {
      preconditionFailure("the embedded rule book is broken")
    }
    var severities: [String: Severity] = [:]
    for id in LintRules.ids {
      severities[id] = LintEngine.severity(of: id, catalog: catalog, configuration: LintConfiguration())
    }
    return FileLinter(rules: LintRules.all, catalog: catalog, severities: severities, configured: [])
  }()

  /// Every finding in `code`.
  static func findings(_ code: String, path: String = "Example.swift") -> [Finding] {
    linter.lint(path: path, bytes: Array(code.utf8)).sorted(by: Finding.reportOrder)
  }

  /// `line:column` of each finding of rule `id` in `code`.
  static func positions(_ code: String, id: String) -> [String] {
    findings(code).filter { $0.id == id }.map { "\($0.line ?? 0):\($0.column ?? 0)" }
  }

  /// The code without `↓` markers, and `line:column` of each marker (columns in scalars).
  static func stripMarkers(_ code: String) -> (code: String, markers: [String]) {
    var markers: [String] = []
    var lines: [String] = []
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var kept = String.UnicodeScalarView()
      for scalar in line.unicodeScalars {
        if scalar == "↓" {
          markers.append("\(index + 1):\(kept.count + 1)")
        } else {
          kept.append(scalar)
        }
      }
      lines.append(String(kept))
    }
    return (
      lines.joined(separator: "\n"),
      markers.sorted(by: { $0.compare($1, options: .numeric) == .orderedAscending })
    )
  }

  /// The repository's `Rules/` folder (or `$RULES_DIR`), parsed.
  static func lintEntries() throws -> [CatalogEntry] {
    let directory =
      ProcessInfo.processInfo.environment["RULES_DIR"]
      ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Rules").path
    // A missing folder throws: a test over zero entries would pass without checking anything.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    var files: [(name: String, text: String)] = []
    for name in names.sorted() where name.hasPrefix("timer_") && name.hasSuffix(".md") {
      files.append(("Rules/" + name, try String(contentsOfFile: directory + "/" + name, encoding: .utf8)))
    }
    return try Catalog.parse(files: files, snippets: Catalog.snippets(in: directory + "/snippets")).lintRules
  }
}
