import Foundation

@testable import TimerDoctorKit

/// Runs the lint rules over source text, the way the engine does for one file.
enum LintHarness {
  /// The linter with every rule on, opt-in ones too, with the rule book's severities, as the engine makes it.
  static let linter: FileLinter = {
    // The embedded rule book is the binary's: a test run without it cannot check anything.
    guard let catalog = try? Catalog.embedded() else {
      preconditionFailure("the embedded rule book is broken")
    }
    return FileLinter(
      rules: LintRules.all, catalog: catalog, severities: SeverityPolicy(ids: LintRules.ids, catalog: catalog)
    )
  }()

  /// Every finding in `code`.
  static func findings(_ code: String, path: String = "Example.swift") -> [Finding] {
    linter.lint(path: path, bytes: Array(code.utf8)).sorted(by: Finding.reportOrder)
  }

  /// `line:column` of each finding of rule `id` in `code` at `minimum` severity or above.
  static func positions(_ code: String, id: String, minimum: Severity = .info) -> [String] {
    findings(code).filter { $0.id == id && $0.severity >= minimum }.map {
      "\($0.line ?? 0):\($0.column ?? 0)"
    }
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

  /// What each marked line of a rule book example expects, from its trailing comment
  /// `// warning: <phrase of the message>`: the severity and the phrase, by line.
  static func expectations(_ code: String) -> [Int: (Severity, String)] {
    var expected: [Int: (Severity, String)] = [:]
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let comment = line.range(of: "// ", options: .backwards) else { continue }
      let text = line[comment.upperBound...]
      guard let colon = text.firstIndex(of: ":"), let severity = Severity(rawValue: String(text[..<colon]))
      else {
        continue
      }
      expected[index + 1] = (severity, text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    return expected
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
