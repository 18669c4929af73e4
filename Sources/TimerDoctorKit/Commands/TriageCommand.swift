/// `timerdoctor triage`: collect crash reports, classify them, report.
enum TriageCommand {
  /// The largest crash report read; real ones are well under 10 MB.
  static let sizeLimit = 64 << 20

  static func run(_ arguments: ParsedArguments, catalog: Catalog, terminal: Terminal) -> RunOutcome {
    let options: ReportOptions
    do {
      options = try ReportOptions(arguments, command: .triage)
    } catch {
      return .usage(error)
    }
    guard !arguments.operands.isEmpty else {
      return .usage(
        UsageError("triage needs at least one crash report, folder or `-` for stdin", command: .triage))
    }
    var catalog = catalog
    for directory in arguments.all("rules") {
      do {
        catalog = try catalog.adding(directory: directory)
      } catch {
        return .failure("--rules: \(error.description)")
      }
    }
    let collected = InputCollector(specialFiles: .report).collect(arguments.operands)
    var output = EngineOutput(errors: collected.errors)
    for source in collected.sources {
      switch source.read(limit: sizeLimit) {
      case .success: output.inputs.append(source.displayPath)
      case .failure(let error): output.errors.append(error)
      }
    }
    let report = Report(
      command: .triage, findings: output.findings, errors: output.errors, inputs: output.inputs,
      rules: catalog.crashPatterns)
    return ReportDelivery(options: options, terminal: terminal)
      .deliver(report, failingAt: .error, operands: arguments.operands)
  }
}
