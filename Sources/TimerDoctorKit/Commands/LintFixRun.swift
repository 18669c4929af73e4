/// `lint --fix`: makes the fixes of the findings a lint run reports, file by file, or shows them
/// as one unified diff (`--fix --diff`). A file is rewritten whole or not at all.
struct LintFixRun {
  /// Whether unsafe fixes are made too (`--unsafe-fixes`).
  var unsafe: Bool
  /// How paths are shown on stderr.
  var paths: PathDisplay

  /// What a run made or would make.
  struct Result {
    /// The findings whose fixes were made (or shown), in report order.
    var fixed: [Finding] = []
    /// The unified diff (`--diff`), empty otherwise.
    var diff = ""
    /// One line per file left as it was.
    var refusals: [String] = []
    /// Whether a file was left because of the file itself (exit 2).
    var inputError = false
  }

  /// Makes the fixes (`writing`), or only computes their diff.
  func run(_ findings: [Finding], writing: Bool) -> Result {
    var result = Result()
    let fixable = findings.filter { finding in finding.fix.map { $0.safety == .safe || unsafe } ?? false }
    let byFile = Dictionary(grouping: fixable, by: \.file)
    for path in byFile.keys.sorted() {
      let findings = byFile[path]!.sorted(by: Finding.reportOrder)
      let fixer = FileFixer(path: path, fixes: findings.compactMap(\.fix))
      switch fixer.plan() {
      case .failure(let refusal):
        result.refusals.append(
          "timerdoctor: \(TerminalText.escape(paths.show(path))): not fixed: \(refusal.reason)")
        result.inputError = result.inputError || refusal.isInputError
      case .success(let plan):
        if writing {
          do {
            try fixer.write(plan.new)
          } catch {
            result.refusals.append("timerdoctor: \(TerminalText.escape(error.description))")
            result.inputError = true
            continue
          }
        } else {
          result.diff += UnifiedDiff.render(path: path, old: plan.old, replacements: plan.replacements)
        }
        result.fixed += findings
      }
    }
    return result
  }

  /// The stderr lines that say what was fixed: one per finding (`path:line:col: fixed: what
  /// (rule)`), then the count.
  func fixedLines(_ result: Result) -> [String] {
    let lines = result.fixed.map { finding in
      let place = [finding.line, finding.column].compactMap { $0.map(String.init) }.joined(separator: ":")
      return
        "\(TerminalText.escape(paths.show(finding.file))):\(place): fixed: \(TerminalText.escape(finding.fix?.summary ?? "")) (\(finding.id))"
    }
    let files = Set(result.fixed.map(\.file)).count
    return lines + [
      "timerdoctor: fixed \(TextReporter.plural(result.fixed.count, "finding")) in \(TextReporter.plural(files, "file"))"
    ]
  }
}
