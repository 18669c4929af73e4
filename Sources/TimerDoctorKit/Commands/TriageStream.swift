/// `triage --format jsonl`: every verdict is written as one line the moment its batch is done, to
/// stdout or to `--output` (a temporary file renamed into place at the end), and each unreadable
/// input or record is an error line there and on stderr. Nothing is held but the current batch,
/// so `bq extract ... | timerdoctor triage --format jsonl -` runs in bounded memory.
enum TriageStream {
  /// A run of verdicts and errors as their joined lines, made in parallel with the triage.
  struct Rendered: Sendable {
    var text: String
    var timer: Bool
    var errors: [InputError]
  }

  static func run(
    engine: TriageEngine, sources: [InputSource], walkErrors: [InputError], options: ReportOptions,
    operands: [String], failPolicy: TriageFailPolicy, streams: OutputStreams?
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
      // Each verdict's line is made on the worker that triaged it; a batch is written at once.
      engine.stream(
        source,
        render: { results -> Rendered in
          // A run's lines are made and joined on the worker that triaged them.
          var rendered = Rendered(text: "", timer: false, errors: [])
          // Verdict lines are about a kilobyte each.
          var lines: [UInt8] = []
          lines.reserveCapacity(results.count * 1024)
          for result in results {
            switch result {
            case .success(let finding):
              if let display {
                var shown = finding
                shown.file = display.show(finding.file)
                JSONLinesReporter.append(shown, to: &lines)
              } else {
                JSONLinesReporter.append(finding, to: &lines)
              }
              rendered.timer = rendered.timer || failPolicy.fails(finding)
            case .failure(let error):
              let shown = InputError(path: display?.show(error.path) ?? error.path, message: error.message)
              lines += JSONLinesReporter.line(shown).utf8
              rendered.errors.append(shown)
            }
          }
          rendered.text = String(decoding: lines, as: UTF8.self)
          return rendered
        },
        emit: { runs in
          for run in runs {
            write(run.text)
            timerPattern = timerPattern || run.timer
            for error in run.errors {
              failed = true
              let line = TerminalText.escape(error.line)
              if let streams { streams.standardError(line) } else { errorLines.append(line) }
            }
          }
        })
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
