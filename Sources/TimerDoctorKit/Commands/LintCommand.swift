/// `timerdoctor lint`: collect Swift sources, check them, report.
enum LintCommand {
  /// The largest Swift file read.
  static let sizeLimit = 64 << 20

  /// Folders never walked into unless named on the command line.
  static let defaultExcludedFolders: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm",
  ]

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
    let collector = InputCollector(
      acceptsFile: { $0.hasSuffix(".swift") },
      entersDirectory: { !defaultExcludedFolders.contains(String($0.split(separator: "/").last ?? "")) },
      specialFiles: .skip)
    let collected = collector.collect(operands)
    var output = EngineOutput(errors: collected.errors)
    for source in collected.sources {
      switch source.read(limit: sizeLimit) {
      case .success: output.inputs.append(source.displayPath)
      case .failure(let error): output.errors.append(error)
      }
    }
    let report = Report(
      command: .lint, findings: output.findings, errors: output.errors, inputs: output.inputs,
      rules: catalog.lintRules)
    let failing: Severity = arguments.has("strict") ? .warning : .error
    return ReportDelivery(options: options, terminal: terminal).deliver(
      report, failingAt: failing, operands: operands)
  }
}
