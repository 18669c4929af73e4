/// One command-line option: its name, whether it takes a value, where it applies and its help.
///
/// The parser and the help text both read `OptionSpec.all`, so help can never list an option the
/// parser rejects or miss one it accepts.
struct OptionSpec: Sendable {
  /// The long name without dashes, e.g. `format`.
  var name: String
  /// The value's placeholder, e.g. `FILE`, or `nil` for a flag.
  var value: String?
  /// Whether the option may be given more than once.
  var repeatable: Bool = false
  /// The commands that accept it.
  var commands: Set<Subcommand>
  /// One line of help.
  var help: String

  static let reportCommands: Set<Subcommand> = [.triage, .lint]

  static let all: [OptionSpec] = [
    OptionSpec(
      name: "format", value: "text|json|junit|sarif|github", commands: [.triage, .lint, .rules],
      help: "report format (default: text; rules: text or json)"),
    OptionSpec(
      name: "output", value: "FILE", commands: reportCommands,
      help: "write the report to FILE atomically (never over an input)"),
    OptionSpec(name: "quiet", commands: reportCommands, help: "no progress or status lines on stderr"),
    OptionSpec(name: "no-color", commands: reportCommands, help: "never colour the text report"),
    OptionSpec(
      name: "path-base", value: "DIR", commands: reportCommands,
      help: "show paths relative to DIR (default: the current folder; SARIF's SRCROOT)"),
    OptionSpec(
      name: "absolute-paths", commands: reportCommands,
      help: "show every path absolute (for Xcode and xcpretty-style parsers)"),
    OptionSpec(
      name: "config", value: "FILE", commands: [.lint],
      help: "configuration file (default: the nearest .timerdoctor.json)"),
    OptionSpec(name: "strict", commands: [.lint], help: "warnings fail the run too (exit 1)"),
    OptionSpec(
      name: "baseline", value: "FILE", commands: [.lint],
      help: "ignore findings recorded in FILE (by file, rule and line text)"),
    OptionSpec(
      name: "write-baseline", value: "FILE", commands: [.lint],
      help: "record every current finding in FILE (adopt on an old codebase)"),
    OptionSpec(
      name: "enable", value: "ID", repeatable: true, commands: [.lint],
      help: "turn on a rule (repeatable)"),
    OptionSpec(
      name: "disable", value: "ID", repeatable: true, commands: [.lint],
      help: "turn off a rule (repeatable)"),
    OptionSpec(
      name: "source", value: "DIR", commands: [.triage],
      help: "read the culprit function in DIR to refine the pattern"),
    OptionSpec(
      name: "group", commands: [.triage],
      help: "one line per (pattern, culprit) with counts (default with several reports)"),
    OptionSpec(
      name: "rules", value: "DIR", repeatable: true, commands: [.triage],
      help: "add crash signatures from the Rules/-style entries in DIR (repeatable)"),
  ]

  /// The options `command` accepts, in help order.
  static func options(for command: Subcommand) -> [OptionSpec] {
    all.filter { $0.commands.contains(command) }
  }

  /// `--name VALUE` as shown in help.
  var usage: String {
    value.map { "--\(name) \($0)" } ?? "--\(name)"
  }
}
