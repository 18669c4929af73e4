/// The options every report command shares: `--format`, `--output`, `--quiet`, `--no-color`.
struct ReportOptions: Sendable {
  var format: OutputFormat
  var outputPath: String?
  var quiet: Bool
  var noColor: Bool

  init(_ arguments: ParsedArguments, command: Subcommand) throws(UsageError) {
    let name = arguments.value("format") ?? "text"
    guard let format = OutputFormat(rawValue: name) else {
      let choices = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("unknown format `\(name)`: use one of \(choices)", command: command)
    }
    self.format = format
    outputPath = arguments.value("output")
    quiet = arguments.has("quiet")
    noColor = arguments.has("no-color")
  }

  /// Colour only for text on a terminal, without `--no-color`, `NO_COLOR` or `--output`.
  func useColor(on terminal: Terminal) -> Bool {
    format == .text && outputPath == nil && !noColor && !terminal.noColorRequested
      && terminal.standardOutputIsTerminal
  }
}
