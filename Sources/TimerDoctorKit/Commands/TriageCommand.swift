import Foundation

/// `timerdoctor triage`: collect crash reports, classify them, report.
enum TriageCommand {
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
    var isFolder: ObjCBool = false
    if let source = arguments.value("source"),
      !FileManager.default.fileExists(atPath: source, isDirectory: &isFolder) || !isFolder.boolValue
    {
      return .failure("--source \(source): no such folder; pass the folder with the app's Swift sources")
    }
    var collector = TriageEngine.inputCollector
    collector.standardInputName = arguments.value("stdin-filename") ?? "-"
    let collected = collector.collect(arguments.operands)
    let showProgress = !options.quiet && terminal.standardErrorIsTerminal
    let progress = ProgressLine(total: collected.sources.count, noun: "reports", enabled: showProgress)
    var output = TriageEngine(catalog: catalog, sourceDirectory: arguments.value("source"))
      .triage(collected.sources, progress: progress)
    output.errors = collected.errors + output.errors
    if arguments.has("group") && arguments.has("no-group") {
      return .usage(UsageError("--group and --no-group exclude each other; pick one", command: .triage))
    }
    let grouped = !arguments.has("no-group") && (arguments.has("group") || collected.sources.count > 1)
    let report = Report(
      command: .triage, findings: output.findings, errors: output.errors, inputs: output.inputs,
      rules: catalog.crashPatterns, groups: grouped ? FindingGroup.grouping(output.findings) : [])
    return ReportDelivery(options: options, terminal: terminal)
      .deliver(report, failingAt: .error, operands: arguments.operands)
  }
}
