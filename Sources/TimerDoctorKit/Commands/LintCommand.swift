/// `timerdoctor lint`: collect Swift sources, check them, report.
enum LintCommand {
  /// Where the lint cache lives unless `--cache-path` or `--no-cache` says otherwise: beside the
  /// package's build products, which version control already ignores.
  static let defaultCachePath = ".build/timerdoctor-cache"

  static func run(_ arguments: ParsedArguments, catalog: Catalog, terminal: Terminal) -> RunOutcome {
    let options: ReportOptions
    do {
      options = try ReportOptions(arguments, command: .lint)
    } catch {
      return .usage(error)
    }
    let allRules = catalog.lintRules.map(\.id)
    // `--enable all` turns on every rule, opt-in ones too.
    let enabled = arguments.all("enable").flatMap { $0 == "all" ? allRules : [$0] }
    let minimum: Severity
    if let level = arguments.value("min-severity") {
      guard let parsed = Severity(rawValue: level) else {
        return .usage(
          UsageError(
            "--min-severity must be info, warning or error, not `\(level)`\(Suggestion.didYouMean(level, among: Severity.allCases.map(\.rawValue)))",
            command: .lint))
      }
      minimum = parsed
    } else {
      minimum = .info
    }
    for id in enabled + arguments.all("disable") where catalog.entry(id)?.kind != .lint {
      let hint = Suggestion.didYouMean(id, among: catalog.lintRules.map(\.id))
      return .usage(
        UsageError(
          "unknown lint rule `\(id)`\(hint.isEmpty ? "; run `timerdoctor rules` to list them" : hint)",
          command: .lint))
    }
    let operands = arguments.operands.isEmpty ? ["."] : arguments.operands
    let writeBaseline = arguments.value("write-baseline")
    if let problem = Self.fixUsageProblem(arguments, operands: operands) {
      return .usage(UsageError(problem, command: .lint))
    }
    let engine: LintEngine
    do {
      engine = try LintEngine(
        catalog: catalog,
        options: LintOptions(
          paths: operands, configPath: arguments.value("config"),
          // A baseline being written records every current finding, so none is filtered out.
          baselinePath: writeBaseline == nil ? arguments.value("baseline") : nil,
          enabled: enabled, disabled: arguments.all("disable"),
          forceExclude: arguments.has("force-exclude"),
          standardInputName: arguments.value("stdin-filename") ?? "-",
          cachePath: arguments.has("no-cache") ? nil : arguments.value("cache-path") ?? Self.defaultCachePath)
      )
    } catch {
      return .failure("\(error)")
    }
    var output = engine.lint(showingProgress: !options.quiet && terminal.standardErrorIsTerminal)
    if output.inputs.isEmpty && output.errors.isEmpty {
      let named = operands.map { "`\($0)`" }.joined(separator: ", ")
      return .failure(
        "no Swift files in \(named) (after excludes); name a folder or .swift file, or check `included`/`excluded` in .timerdoctor.json"
      )
    }
    if let path = writeBaseline { return Self.write(baseline: output, to: path, quiet: options.quiet) }
    output.findings.removeAll { $0.severity < minimum }
    var fixed = LintFixRun.Result()
    if arguments.has("fix") {
      // The report (or diff) file must not be one of the sources about to be rewritten.
      if let path = options.outputPath,
        let input = ReportDelivery.inputOverwritten(by: path, inputs: output.inputs + operands)
      {
        return .failure(
          "\(path): refusing to write the report over the input \(input); choose another --output path")
      }
      let fixing = LintFixRun(unsafe: arguments.has("unsafe-fixes"), paths: options.paths ?? PathDisplay())
      if arguments.has("diff") {
        let result = fixing.run(output.findings, writing: false)
        // A file left for overlapping fixes still has something to fix.
        let pending = !result.diff.isEmpty || !result.refusals.isEmpty
        var status: ExitStatus =
          !output.errors.isEmpty || result.inputError ? .inputError : pending ? .findings : .clean
        var stderr = output.errors.map { TerminalText.escape($0.line) } + result.refusals
        guard let path = options.outputPath else {
          return RunOutcome(standardOutput: result.diff, standardError: stderr, status: status)
        }
        do {
          try AtomicFileWriter.write(result.diff, to: path)
        } catch {
          stderr.append("timerdoctor: " + TerminalText.escape(error.description))
          status = .inputError
        }
        return RunOutcome(standardError: stderr, status: status)
      }
      fixed = fixing.run(output.findings, writing: true)
      // The report after fixing is what remains: the files are read again.
      if !fixed.fixed.isEmpty {
        output = engine.lint()
        output.findings.removeAll { $0.severity < minimum }
      }
      fixed.refusals = (options.quiet ? [] : fixing.fixedLines(fixed)) + fixed.refusals
    }
    let report = Report(
      command: .lint, findings: output.findings, errors: output.errors, inputs: output.inputs,
      rules: catalog.lintRules)
    let failing: Severity = arguments.has("strict") ? .warning : .error
    var outcome = ReportDelivery(options: options, terminal: terminal).deliver(
      report, failingAt: failing, operands: operands)
    outcome.standardError = output.warnings.map(TerminalText.escape) + fixed.refusals + outcome.standardError
    if fixed.inputError { outcome.status = .inputError }
    if let stamp = arguments.value("stamp") {
      do {
        try AtomicFileWriter.write("timerdoctor lint: \(report.findings.count) findings\n", to: stamp)
      } catch {
        outcome.standardError.append("timerdoctor: --stamp: \(error.description)")
        outcome.status = .inputError
      }
    }
    return outcome
  }

  /// Why `--fix`, `--diff` and `--unsafe-fixes` cannot run as given, if they cannot.
  static func fixUsageProblem(_ arguments: ParsedArguments, operands: [String]) -> String? {
    guard arguments.has("fix") else {
      return ["diff", "unsafe-fixes"].first(where: arguments.has).map { "--\($0) works only with --fix" }
    }
    if operands.contains("-") {
      return "--fix rewrites files; it cannot fix standard input (name the file instead)"
    }
    if arguments.has("diff"), let format = arguments.value("format"), format != "text" {
      return "--fix --diff prints a unified diff; --format \(format) does not apply (drop it)"
    }
    if arguments.value("write-baseline") != nil {
      return "--fix and --write-baseline do not go together; run them one after the other"
    }
    return nil
  }

  /// `--write-baseline FILE`: records every finding, says how many, and exits 0 (2 when an input
  /// could not be read or the file not written). The report is not printed: adopting a baseline
  /// is not a lint run that fails.
  static func write(baseline output: EngineOutput, to path: String, quiet: Bool) -> RunOutcome {
    var stderr = output.errors.map { TerminalText.escape($0.line) }
    do {
      try AtomicFileWriter.write(Baseline.render(output.findings, path: path), to: path)
    } catch {
      stderr.append("timerdoctor: \(TerminalText.escape(path)): cannot write the baseline: \(error)")
      return RunOutcome(standardError: stderr, status: .inputError)
    }
    let count = output.findings.count
    if !quiet {
      stderr.append(
        "timerdoctor: wrote \(count) baseline \(count == 1 ? "entry" : "entries") to \(TerminalText.escape(path)); lint with --baseline \(TerminalText.escape(path)) to report only new findings"
      )
    }
    return RunOutcome(standardError: stderr, status: output.errors.isEmpty ? .clean : .inputError)
  }
}
