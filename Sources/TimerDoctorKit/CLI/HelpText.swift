/// The help and usage texts, built from `Subcommand` and `OptionSpec` so they stay true.
public enum HelpText {
  /// The tool's version.
  public static let version = "0.1.0"

  /// The exit codes, as printed in help.
  static let exitCodes = """
    Exit codes:
      0   ran; nothing at or above the failing severity
      1   ran; findings at or above the failing severity (lint: errors, or warnings with --strict;
          triage: any timer pattern)
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
    var text = "\(command.abstract)\n\nUsage: \(command.synopsis)\n"
    let options = OptionSpec.options(for: command)
    if !options.isEmpty {
      text += "\nOptions:\n"
      for option in options {
        text += "  " + option.usage.padded(to: 40, atLeastOneSpace: true) + option.help + "\n"
      }
    }
    text += "  " + "--help, -h".padded(to: 40, atLeastOneSpace: true) + "show this help\n"
    return text + "\n" + exitCodes + "\n"
  }
}
