import Foundation

/// The last step of `triage` and `lint`: render the report, deliver it to stdout or `--output`,
/// list unreadable inputs on stderr, and pick the exit status.
struct ReportDelivery {
  var options: ReportOptions
  var terminal: Terminal

  func deliver(_ report: Report, failingAt failing: Severity, operands: [String]) -> RunOutcome {
    deliver(report, failing: { $0.severity >= failing }, operands: operands)
  }

  /// Delivers `report`; the findings `fails` picks make the run exit 1. With `junitFollows`
  /// (triage), JUnit's failures are those findings too, so CI shows what failed the run.
  func deliver(
    _ report: Report, failing fails: @escaping @Sendable (Finding) -> Bool, operands: [String],
    junitFollows: Bool = false
  ) -> RunOutcome {
    let shown = options.paths.map { report.showingPaths($0) } ?? report
    var stderr = shown.errors.map { TerminalText.escape($0.line) }
    let text = options.format.reporter(
      color: options.useColor(on: terminal), paths: options.paths ?? PathDisplay(),
      fails: junitFollows ? fails : nil
    ).render(shown)
    var status = report.exitStatus(failing: fails)
    guard let path = options.outputPath else {
      return RunOutcome(standardOutput: text, standardError: stderr, status: status)
    }
    if let input = Self.inputOverwritten(by: path, inputs: report.inputs + operands) {
      stderr.append(
        "timerdoctor: \(TerminalText.escape(path)): refusing to write the report over the input \(TerminalText.escape(input)); choose another --output path"
      )
      return RunOutcome(standardError: stderr, status: .inputError)
    }
    do {
      try AtomicFileWriter.write(text, to: path)
      if !options.quiet {
        stderr.append(
          "timerdoctor: wrote the \(options.format.rawValue) report to \(TerminalText.escape(path))")
      }
    } catch {
      stderr.append("timerdoctor: " + TerminalText.escape(error.description))
      status = .inputError
    }
    return RunOutcome(standardError: stderr, status: status)
  }

  /// The input that `path` would overwrite, if any: same file after resolving symlinks.
  static func inputOverwritten(by path: String, inputs: [String]) -> String? {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: target) else { return nil }
    return inputs.first { input in
      input != "-" && URL(fileURLWithPath: input).resolvingSymlinksInPath().standardizedFileURL.path == target
    }
  }
}
