/// What the user asked for, after parsing argv.
public enum Invocation: Hashable, Sendable {
  /// Run a command with its arguments.
  case run(Subcommand, ParsedArguments)
  /// Print help for a command, or the tool's help when `nil`.
  case help(Subcommand?)
  /// Print the version.
  case version

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    guard let first = arguments.first else { return .help(nil) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      guard rest.isEmpty else { throw UsageError("unexpected `\(rest[0])` after \(first)") }
      return .help(nil)
    case "--version", "version":
      guard rest.isEmpty else { throw UsageError("unexpected `\(rest[0])` after \(first)") }
      return .version
    case "help":
      guard let topic = rest.first else { return .help(nil) }
      guard rest.count == 1, let command = Subcommand(rawValue: topic) else {
        throw UsageError("unknown help topic `\(topic)`: use one of \(Self.commandList)")
      }
      return .help(command)
    default:
      guard let command = Subcommand(rawValue: first) else {
        if first.hasPrefix("-") { throw UsageError("unknown option `\(first)`: options follow a command") }
        let hint = Suggestion.didYouMean(first, among: Subcommand.allCases.map(\.rawValue) + ["version"])
        throw UsageError(
          "unknown command `\(first)`\(hint.isEmpty ? ": use one of \(Self.commandList)" : hint)")
      }
      // `--help` asks for help only before `--`: `lint -- --help` lints a file named `--help`.
      let options = rest.prefix { $0 != "--" }
      if options.contains("--help") || options.contains("-h") { return .help(command) }
      return .run(command, try parseOptions(rest, for: command))
    }
  }

  private static var commandList: String {
    Subcommand.allCases.map(\.rawValue).joined(separator: ", ")
  }

  private static func parseOptions(_ arguments: [String], for command: Subcommand) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
        parsed.operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      // `--name` or `-q`; three dashes (`---quiet`) name no option.
      var name = String(argument.dropFirst(argument.hasPrefix("--") ? 2 : 1))
      if name.hasPrefix("-") {
        throw UsageError("unknown option `\(argument)` for \(command.rawValue)", command: command)
      }
      // Short forms: `-q` is `--quiet`.
      if !argument.hasPrefix("--"), let spec = OptionSpec.all.first(where: { $0.short == name }) {
        name = spec.name
        guard spec.commands.contains(command) else {
          throw UsageError("option \(argument) does not apply to \(command.rawValue)", command: command)
        }
        guard parsed.flags.insert(name).inserted else {
          throw UsageError("--\(name) given twice", command: command)
        }
        continue
      }
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard argument.hasPrefix("--"), OptionSpec.all.contains(where: { $0.name == name }) else {
        let hint = Suggestion.didYouMean(
          name, among: OptionSpec.options(for: command).map(\.name), prefix: "--")
        throw UsageError("unknown option `\(argument)` for \(command.rawValue)\(hint)", command: command)
      }
      guard let spec = OptionSpec.all.first(where: { $0.name == name && $0.commands.contains(command) })
      else {
        throw UsageError("option --\(name) does not apply to \(command.rawValue)", command: command)
      }
      guard spec.value != nil else {
        guard inlineValue == nil else { throw UsageError("--\(name) takes no value", command: command) }
        guard parsed.flags.insert(name).inserted else {
          throw UsageError("--\(name) given twice", command: command)
        }
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw UsageError("--\(name) needs a value: \(spec.usage)", command: command)
        }
        value = arguments[index]
        index += 1
      }
      guard !value.isEmpty else {
        throw UsageError("--\(name) needs a value: \(spec.usage)", command: command)
      }
      guard spec.repeatable || parsed.values[name] == nil else {
        throw UsageError("--\(name) given twice", command: command)
      }
      parsed.values[name, default: []].append(value)
    }
    return parsed
  }
}
