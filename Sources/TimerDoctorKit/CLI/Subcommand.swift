/// The tool's commands.
public enum Subcommand: String, CaseIterable, Sendable {
  /// Classify crash reports.
  case triage
  /// Scan Swift sources.
  case lint
  /// List every lint rule and crash pattern.
  case rules
  /// Print one Rules/ entry.
  case explain
  /// Add up the groups of triage runs over shards.
  case merge

  /// The one-line synopsis shown in usage and help.
  var synopsis: String {
    switch self {
    case .triage: "timerdoctor triage [options] <crash report | folder | ->..."
    case .lint: "timerdoctor lint [options] [<file.swift | folder>...]"
    case .rules: "timerdoctor rules [--format text|json]"
    case .explain: "timerdoctor explain [--format text|markdown] <id>"
    case .merge: "timerdoctor merge [--format text|json] <triage.json | verdicts.jsonl>..."
    }
  }

  /// What the command does, in one line.
  var abstract: String {
    switch self {
    case .triage: "classify crash reports (.ips, .crash, pasted stacks, Linux backtraces; - = stdin)"
    case .lint: "scan Swift sources for timer anti-patterns (default: .)"
    case .rules: "list every lint rule and crash pattern"
    case .explain: "print a rule's or pattern's Rules/ entry (why, how to fix, examples)"
    case .merge: "add up the groups of triage runs over shards (their --format json or jsonl output)"
    }
  }
}
