/// Links a verdict's culprit to its function in the app's sources and to the lint findings inside
/// it (`triage --source DIR`), through lint's `SourceQuery`.
struct SourceLinker: Sendable {
  let query: SourceQuery

  /// The culprit's function and the lint findings in it, or `nil` when the symbol names no
  /// function of the sources.
  func link(_ culprit: Culprit) -> SourceLink? {
    guard let names = CulpritNames(symbol: culprit.symbol),
      let function = query.function(
        type: names.type, name: names.function, file: culprit.file, line: culprit.line)
    else { return nil }
    var line = function.line
    if let file = culprit.file, let reported = culprit.line,
      file.split(separator: "/").last == function.file.split(separator: "/").last,
      function.lines.contains(reported)
    {
      line = reported
    }
    return SourceLink(
      function: "\(function.type).\(function.name)", file: function.file, line: line,
      lint: query.findings(in: function).map {
        SourceLintFinding(
          id: $0.id, severity: $0.severity, message: $0.message, line: $0.line ?? function.line)
      })
  }
}
