/// Runs one invocation to completion and says what to print and how to exit.
public enum CommandRunner {
  /// Parses `arguments` (argv without the program name) and runs the command.
  /// `streams`, when given, receive the output of streaming runs as it is made (the executable
  /// passes the process's own); without them it is collected in the outcome.
  public static func run(arguments: [String], terminal: Terminal, streams: OutputStreams? = nil) -> RunOutcome
  {
    let invocation: Invocation
    do {
      invocation = try Invocation.parse(arguments)
    } catch {
      return .usage(error)
    }
    return run(invocation, terminal: terminal, streams: streams)
  }

  /// Runs a parsed invocation.
  public static func run(_ invocation: Invocation, terminal: Terminal, streams: OutputStreams? = nil)
    -> RunOutcome
  {
    switch invocation {
    case .version:
      return RunOutcome(standardOutput: "timerdoctor \(HelpText.version)\n", status: .clean)
    case .help(let command):
      return RunOutcome(standardOutput: HelpText.help(for: command), status: .clean)
    case .run(let command, let arguments):
      let catalog: Catalog
      do {
        catalog = try Catalog.embedded()
      } catch {
        return .failure(
          "the built-in rule book is broken (\(error.description)); rebuild after scripts/embed-rules")
      }
      switch command {
      case .rules: return CatalogCommands.rules(arguments, catalog: catalog)
      case .explain: return CatalogCommands.explain(arguments, catalog: catalog)
      case .triage:
        return TriageCommand.run(arguments, catalog: catalog, terminal: terminal, streams: streams)
      case .lint: return LintCommand.run(arguments, catalog: catalog, terminal: terminal)
      case .merge: return MergeCommand.run(arguments)
      }
    }
  }
}
