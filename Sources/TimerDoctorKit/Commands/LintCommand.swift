/// `timerdoctor lint`: collect Swift sources, check them, report.
enum LintCommand {
  static func run(_ arguments: ParsedArguments, catalog: Catalog, terminal: Terminal) -> RunOutcome {
    let options: ReportOptions
    do {
      options = try ReportOptions(arguments, command: .lint)
    } catch {
      return .usage(error)
    }
    for id in arguments.all("enable") + arguments.all("disable") where catalog.entry(id)?.kind != .lint {
      return .usage(
        UsageError("unknown lint rule `\(id)`; run `timerdoctor rules` to list them", command: .lint))
    }
    let operands = arguments.operands.isEmpty ? ["."] : arguments.operands
    let engine: LintEngine
    do {
      engine = try LintEngine(
        catalog: catalog,
        options: LintOptions(
          paths: operands, configPath: arguments.value("config"), baselinePath: arguments.value("baseline"),
          writeBaselinePath: arguments.value("write-baseline"), enabled: arguments.all("enable"),
          disabled: arguments.all("disable")))
    } catch {
      return .failure("\(error)")
    }
    let output = engine.lint(showingProgress: !options.quiet && terminal.standardErrorIsTerminal)
    let report = Report(
      command: .lint, findings: output.findings, errors: output.errors, inputs: output.inputs,
      rules: catalog.lintRules)
    let failing: Severity = arguments.has("strict") ? .warning : .error
    return ReportDelivery(options: options, terminal: terminal).deliver(
      report, failingAt: failing, operands: operands)
  }
}
