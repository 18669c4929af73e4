import Testing

/// CLI contract tests for `timerdoctor lint` run against the built binary (added once the CLI
/// wiring lands on main).
@Suite struct LintCLITests {}
