/// One command-line option: its name, whether it takes a value, where it applies and its help.
///
/// The parser and the help text both read `OptionSpec.all`, so help can never list an option the
/// parser rejects or miss one it accepts.
struct OptionSpec: Sendable {
  /// The long name without dashes, e.g. `format`.
  var name: String
  /// The value's placeholder, e.g. `FILE`, or `nil` for a flag.
  var value: String?
  /// A one-letter form for a flag (`q` for `-q`), if any.
  var short: String? = nil
  /// Whether the option may be given more than once.
  var repeatable: Bool = false
  /// The commands that accept it.
  var commands: Set<Subcommand>
  /// One line of help.
  var help: String

  static let reportCommands: Set<Subcommand> = [.triage, .lint]

  static let all: [OptionSpec] = [
    OptionSpec(
      name: "format", value: "FORMAT", commands: reportCommands,
      help: "text (default), json, junit, sarif, github or jsonl (one JSON object per line)"),
    OptionSpec(
      name: "format", value: "text|json", commands: [.rules], help: "listing format (default: text)"),
    OptionSpec(
      name: "format", value: "text|json", commands: [.merge], help: "merged groups format (default: text)"),
    OptionSpec(
      name: "output", value: "FILE", commands: [.merge], help: "write the merged groups to FILE atomically"),
    OptionSpec(
      name: "format", value: "text|markdown", commands: [.explain],
      help: "text for a terminal (default), or the entry's Markdown source"),
    OptionSpec(
      name: "output", value: "FILE", commands: reportCommands,
      help: "write the report to FILE atomically (never over an input)"),
    OptionSpec(
      name: "quiet", short: "q", commands: reportCommands, help: "no progress or status lines on stderr"),
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
    OptionSpec(
      name: "strict", commands: [.lint], help: "warnings fail the run too (exit 1); info never fails a run"),
    OptionSpec(
      name: "min-severity", value: "LEVEL", commands: [.lint],
      help: "report only findings at LEVEL or above: info, warning or error (default: info)"),
    OptionSpec(
      name: "fix", commands: [.lint],
      help: "rewrite files with the safe fixes of the findings reported, then report what remains"),
    OptionSpec(
      name: "unsafe-fixes", commands: [.lint],
      help: "with --fix: apply the unsafe fixes too (they may change more than the rule asks)"),
    OptionSpec(
      name: "diff", commands: [.lint],
      help: "with --fix: print the fixes as a unified diff and write nothing (exit 1 when there are some)"),
    OptionSpec(
      name: "baseline", value: "FILE", commands: [.lint],
      help: "ignore findings recorded in FILE (by file, rule and line text)"),
    OptionSpec(
      name: "write-baseline", value: "FILE", commands: [.lint],
      help: "record every current finding in FILE (adopt on an old codebase)"),
    OptionSpec(
      name: "stamp", value: "FILE", commands: [.lint],
      help: "after the run, write FILE with the finding count (a build plugin's output file)"),
    OptionSpec(
      name: "cache-path", value: "DIR", commands: [.lint],
      help: "keep the lint cache in DIR (default: .build/timerdoctor-cache)"),
    OptionSpec(
      name: "no-cache", commands: [.lint], help: "run without the cache: read no record, write none"),
    OptionSpec(
      name: "force-exclude", commands: [.lint],
      help: "exclude files named on the command line too (for pre-commit hooks)"),
    OptionSpec(
      name: "stdin-filename", value: "PATH", commands: [.lint],
      help: "the path `-` (stdin) is reported as, and matched against the configuration's excludes by"),
    OptionSpec(
      name: "stdin-filename", value: "PATH", commands: [.triage],
      help: "the name `-` (stdin) is reported as in every format"),
    OptionSpec(
      name: "enable", value: "ID", repeatable: true, commands: [.lint],
      help: "turn on a rule, `all` for every rule; ids from `timerdoctor rules` (repeatable)"),
    OptionSpec(
      name: "disable", value: "ID", repeatable: true, commands: [.lint],
      help: "turn off a rule; ids from `timerdoctor rules` (repeatable)"),
    OptionSpec(
      name: "source", value: "DIR", commands: [.triage],
      help: "link each culprit to its function in the Swift sources in DIR and the lint findings there"),
    OptionSpec(
      name: "fail-on", value: "LEVEL", commands: [.triage, .merge],
      help:
        "exit 1 for timer misuse verdicts at LEVEL confidence or above: low, medium (default), high or never"),
    OptionSpec(
      name: "group", commands: [.triage],
      help: "one line per (pattern, culprit) with counts (default with several reports)"),
    OptionSpec(
      name: "no-group", commands: [.triage], help: "one block per report, even with several reports"),
    OptionSpec(
      name: "rules", value: "DIR", repeatable: true, commands: [.triage],
      help: "add crash signatures from the Rules/-style entries in DIR (repeatable)"),
  ]

  /// The options `command` accepts, in help order.
  static func options(for command: Subcommand) -> [OptionSpec] {
    all.filter { $0.commands.contains(command) }
  }

  /// `--name VALUE` (or `-q, --quiet`) as shown in help.
  var usage: String {
    let long = value.map { "--\(name) \($0)" } ?? "--\(name)"
    return short.map { "-\($0), " + long } ?? long
  }
}
