/// Links a verdict's culprit to its function in the app's sources and to the lint findings inside
/// it (`triage --source DIR`). Lint runs once over the folder, with its own configuration.
struct SourceLinker: Sendable {
  let functions: FunctionIndex
  /// Lint findings by file, as collected.
  let findings: [String: [Finding]]

  /// Indexes `tree` and lints its folder as `timerdoctor lint DIR` would (default rules, the
  /// folder's `.timerdoctor.json`; a broken one is lint's to report, and no finding is linked).
  init(tree: SourceTree, catalog: Catalog) {
    functions = FunctionIndex(tree: tree)
    let engine = try? LintEngine(catalog: catalog, options: LintOptions(paths: [tree.directory]))
    findings = Dictionary(grouping: engine?.lint().findings ?? [], by: \.file)
  }

  /// The culprit's function and the lint findings in it, or `nil` when the symbol names no
  /// function of the sources.
  func link(_ culprit: Culprit) -> SourceLink? {
    guard let names = CulpritNames(symbol: culprit.symbol),
      let function = functions.function(names, file: culprit.file, line: culprit.line)
    else { return nil }
    var line = function.line
    if let file = culprit.file, let reported = culprit.line,
      FunctionIndex.baseName(file) == FunctionIndex.baseName(function.file), function.lines.contains(reported)
    {
      line = reported
    }
    let inside = (findings[function.file] ?? []).filter { function.lines.contains($0.line ?? 0) }
    return SourceLink(
      function: "\(function.type).\(function.name)", file: function.file, line: line,
      lint: inside.map {
        SourceLintFinding(
          id: $0.id, severity: $0.severity, message: $0.message, line: $0.line ?? function.line)
      })
  }
}
