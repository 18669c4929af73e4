/// `triage --format jsonl`: every verdict is written as one line the moment its batch is done, to
/// stdout or to `--output` (a temporary file renamed into place at the end), and each unreadable
/// input or record is an error line there and on stderr. Nothing is held but the current batch,
/// so `bq extract ... | timerdoctor triage --format jsonl -` runs in bounded memory.
enum TriageStream {
  static func run(
    engine: TriageEngine, sources: [InputSource], walkErrors: [InputError], options: ReportOptions,
    operands: [String], streams: OutputStreams?
  ) -> RunOutcome {
    var buffered = ""
    var errorLines: [String] = []
    var file: StreamingFileWriter?
    if let path = options.outputPath {
      let inputs = sources.map(\.displayPath) + operands
      if let input = ReportDelivery.inputOverwritten(by: path, inputs: inputs) {
        return .failure(
          "\(path): refusing to write the report over the input \(input); choose another --output path")
      }
      do {
        file = try StreamingFileWriter(path: path)
      } catch {
        return .failure(error.description)
      }
    }
    let display = options.paths
    func write(_ text: String) {
      if let file {
        file.write(text)
      } else if let streams {
        streams.standardOutput(text)
      } else {
        buffered += text
      }
    }
    func report(_ error: InputError) {
      let shown = InputError(path: display?.show(error.path) ?? error.path, message: error.message)
      write(JSONLinesReporter.line(shown))
      let line = TerminalText.escape(shown.line)
      if let streams { streams.standardError(line) } else { errorLines.append(line) }
    }
    var failed = !walkErrors.isEmpty
    var timerPattern = false
    walkErrors.forEach(report)
    for source in sources {
      engine.stream(source) { result in
        switch result {
        case .success(var finding):
          if let display { finding.file = display.show(finding.file) }
          timerPattern = timerPattern || finding.severity >= .error
          write(JSONLinesReporter.line(finding))
        case .failure(let error):
          failed = true
          report(error)
        }
      }
    }
    var status: ExitStatus = failed ? .inputError : timerPattern ? .findings : .clean
    if let file {
      do {
        try file.finish()
        if !options.quiet { errorLines.append("timerdoctor: wrote the jsonl report to \(file.path)") }
      } catch {
        file.discard()
        errorLines.append("timerdoctor: " + TerminalText.escape(error.description))
        status = .inputError
      }
    }
    if let streams {
      errorLines.forEach(streams.standardError)
      errorLines = []
    }
    return RunOutcome(standardOutput: buffered, standardError: errorLines, status: status)
  }
}
