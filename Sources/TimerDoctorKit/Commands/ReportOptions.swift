import Foundation

/// The options every report command shares: `--format`, `--output`, `--quiet`, `--no-color`,
/// `--path-base`, `--absolute-paths`.
struct ReportOptions: Sendable {
  var format: OutputFormat
  var outputPath: String?
  var quiet: Bool
  var noColor: Bool
  /// How paths are shown; `nil` keeps them as collected (relative to the current folder).
  var paths: PathDisplay?

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
    let base = arguments.value("path-base")
    if let base {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: base, isDirectory: &isFolder), isFolder.boolValue else {
        throw UsageError(
          "--path-base \(base): no such folder; pass the folder paths are shown against", command: command)
      }
    }
    if base != nil || arguments.has("absolute-paths") {
      paths = PathDisplay(base: base, absolute: arguments.has("absolute-paths"))
    }
  }

  /// Colour only for text on a terminal, without `--no-color`, `NO_COLOR` or `--output`.
  func useColor(on terminal: Terminal) -> Bool {
    format == .text && outputPath == nil && !noColor && !terminal.noColorRequested
      && terminal.standardOutputIsTerminal
  }
}
