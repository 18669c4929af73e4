import Foundation

/// `timerdoctor triage`: collect crash reports, classify them, report.
enum TriageCommand {
  static func run(
    _ arguments: ParsedArguments, catalog: Catalog, terminal: Terminal, streams: OutputStreams? = nil
  ) -> RunOutcome {
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
    let failPolicy: TriageFailPolicy
    switch TriageFailPolicy.of(arguments, command: .triage) {
    case .success(let policy): failPolicy = policy
    case .failure(let error): return .usage(error)
    }
    var collector = TriageEngine.inputCollector
    collector.standardInputName = arguments.value("stdin-filename") ?? "-"
    let collected = collector.collect(arguments.operands)
    if arguments.has("group") && arguments.has("no-group") {
      return .usage(UsageError("--group and --no-group exclude each other; pick one", command: .triage))
    }
    if options.format == .jsonl {
      if arguments.has("group") {
        return .usage(
          UsageError(
            "--group does not apply to --format jsonl (one line per verdict); group with `timerdoctor merge`",
            command: .triage))
      }
      return TriageStream.run(
        engine: TriageEngine(catalog: catalog, sourceDirectory: arguments.value("source")),
        sources: collected.sources, walkErrors: collected.errors, options: options,
        operands: arguments.operands, failPolicy: failPolicy, streams: streams)
    }
    let showProgress = !options.quiet && terminal.standardErrorIsTerminal
    let progress = ProgressLine(total: collected.sources.count, noun: "reports", enabled: showProgress)
    var output = TriageEngine(catalog: catalog, sourceDirectory: arguments.value("source"))
      .triage(collected.sources, progress: progress)
    output.errors = collected.errors + output.errors
    // Several reports are grouped by default, whether in several files or records of one export.
    let grouped = !arguments.has("no-group") && (arguments.has("group") || output.findings.count > 1)
    let report = Report(
      command: .triage, findings: output.findings, errors: output.errors, inputs: output.inputs,
      rules: catalog.crashPatterns, groups: grouped ? FindingGroup.grouping(output.findings) : [])
    return ReportDelivery(options: options, terminal: terminal)
      .deliver(
        report, failing: { [failPolicy] in failPolicy.fails($0) }, operands: arguments.operands,
        junitFollows: true)
  }
}
