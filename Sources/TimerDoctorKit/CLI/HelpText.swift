/// The help and usage texts, built from `Subcommand` and `OptionSpec` so they stay true.
public enum HelpText {
  /// The tool's version.
  public static let version = "0.1.0"

  /// The exit codes, as printed in help.
  static let exitCodes = """
    Exit codes:
      0   ran; nothing at or above the failing severity
      1   ran; findings at or above the failing severity (lint: errors, or warnings with --strict;
          triage and merge: a timer misuse at medium or high confidence, or as --fail-on sets)
      2   some input could not be read or parsed (the others were still processed), the
          configuration is invalid, the report could not be written, or lint found no Swift file
      64  usage error (unknown command or option, missing argument)
    """

  /// The short usage printed after a usage error.
  public static func usage(for command: Subcommand?) -> String {
    guard let command else {
      let lines = Subcommand.allCases.map { "  " + $0.synopsis }
      return "Usage:\n" + lines.joined(separator: "\n")
        + "\n  timerdoctor version | --version | --help | help <command>\n"
    }
    return "Usage: \(command.synopsis)\nSee `timerdoctor help \(command.rawValue)`.\n"
  }

  /// The full help for the tool, or for one command.
  public static func help(for command: Subcommand?) -> String {
    guard let command else {
      var text = "timerdoctor \(version) - finds timer bugs in Swift code and crash reports\n\n"
      text += usage(for: nil) + "\nCommands:\n"
      for sub in Subcommand.allCases {
        text += "  " + sub.rawValue.padded(to: 9, atLeastOneSpace: true) + sub.abstract + "\n"
      }
      text += "\nRun `timerdoctor help <command>` for its options.\n\n" + exitCodes + "\n"
      return text
    }
    var text = "\(command.abstract)\n\nUsage: \(command.synopsis)\n\nOptions:\n"
    text += optionLines(for: command).joined(separator: "\n")
    return text + "\n\n" + exitCodes + "\n"
  }

  /// The widest line help prints; longer help texts wrap under their column.
  static let lineWidth = 100

  /// One entry per option `command` accepts, in table order, then `--help`: the usage in a
  /// column as wide as the widest usage, the help wrapped beside it.
  static func optionLines(for command: Subcommand) -> [String] {
    let rows =
      OptionSpec.options(for: command).map { ($0.usage, $0.help) } + [("--help, -h", "show this help")]
    let column = 2 + rows.map(\.0.count).max()! + 2
    let indent = String(repeating: " ", count: column)
    return rows.map { usage, help in
      let wrapped = help.wrapped(to: max(lineWidth - column, 30))
      return (["  " + usage.padded(to: column - 2) + wrapped[0]] + wrapped.dropFirst().map { indent + $0 })
        .joined(separator: "\n")
    }
  }
}
