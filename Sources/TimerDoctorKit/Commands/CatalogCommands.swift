/// `timerdoctor rules` and `timerdoctor explain <id>`: both read only the catalog.
enum CatalogCommands {
  static func rules(_ arguments: ParsedArguments, catalog: Catalog) -> RunOutcome {
    guard arguments.operands.isEmpty else {
      return .usage(UsageError("rules takes no operands, found `\(arguments.operands[0])`", command: .rules))
    }
    switch arguments.value("format") ?? "text" {
    case "text":
      let width = catalog.entries.map(\.id.count).max() ?? 0
      var text = ""
      for kind in [CatalogEntry.Kind.lint, .crash] {
        text +=
          kind == .lint ? "Lint rules (timerdoctor lint):\n" : "\nCrash patterns (timerdoctor triage):\n"
        for entry in catalog.entries where entry.kind == kind {
          let id = entry.id + String(repeating: " ", count: width - entry.id.count)
          let state = kind == .lint ? (entry.optIn ? "opt-in " : "on     ") + "  " : ""
          text += "  \(id)  \(entry.defaultSeverity.rawValue.padded(to: 7))  \(state)\(entry.title)\n"
        }
      }
      text +=
        "\nLint rules marked opt-in run only when enabled (--enable ID or opt_in_rules in .timerdoctor.json).\n"
      text += "Run `timerdoctor explain <id>` for why and how to fix.\n"
      return RunOutcome(standardOutput: text, status: .clean)
    case "json":
      return RunOutcome(standardOutput: JSONText.encode(listing(catalog)) + "\n", status: .clean)
    case let other:
      return .usage(UsageError("unknown format `\(other)` for rules: use text or json", command: .rules))
    }
  }

  static func explain(_ arguments: ParsedArguments, catalog: Catalog) -> RunOutcome {
    guard arguments.operands.count == 1, let id = arguments.operands.first else {
      let problem = arguments.operands.isEmpty ? "explain needs a rule or pattern id" : "explain takes one id"
      return .usage(UsageError("\(problem); run `timerdoctor rules` to list them", command: .explain))
    }
    guard let entry = catalog.entry(id) else {
      let hint = Suggestion.didYouMean(id, among: catalog.entries.map(\.id))
      return .usage(
        UsageError(
          "unknown id `\(id)`\(hint.isEmpty ? "; run `timerdoctor rules` to list them" : hint)",
          command: .explain))
    }
    let body = entry.body.trimmingSpacesAndNewlines
    switch arguments.value("format") ?? "text" {
    case "markdown":
      return RunOutcome(standardOutput: body + "\n", status: .clean)
    case "text":
      let kind = entry.kind == .lint ? "lint rule" : "crash pattern"
      let state = entry.kind == .lint ? (entry.optIn ? ", opt-in" : ", on by default") : ""
      let header =
        "\(entry.id) - \(kind), default severity \(entry.defaultSeverity.rawValue)\(state)\n\(entry.summary)\n\n"
      return RunOutcome(standardOutput: header + TerminalMarkdown.render(body) + "\n", status: .clean)
    case let other:
      return .usage(
        UsageError("unknown format `\(other)` for explain: use text or markdown", command: .explain))
    }
  }

  /// What `rules --format json` lists for each entry.
  static func listing(_ catalog: Catalog) -> [RuleListing] {
    catalog.entries.map {
      RuleListing(
        id: $0.id, kind: $0.kind.rawValue, severity: $0.defaultSeverity, title: $0.title, summary: $0.summary,
        onByDefault: $0.kind == .lint ? !$0.optIn : nil)
    }
  }

  /// One entry of `rules --format json`.
  struct RuleListing: Encodable {
    var id: String
    var kind: String
    var severity: Severity
    var title: String
    var summary: String
    /// Lint rules: whether the rule runs without being enabled.
    var onByDefault: Bool?
  }
}
