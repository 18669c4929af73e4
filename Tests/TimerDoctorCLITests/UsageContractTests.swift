import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("CLI usage contract (runs the binary)")
struct UsageContractTests {
  @Test func versionPrintsTheVersion() throws {
    let run = try BinaryRun.run(["--version"])
    #expect(run.status == 0)
    #expect(run.standardOutput == "timerdoctor \(HelpText.version)\n")
    #expect(run.standardError.isEmpty)
  }

  @Test func helpListsCommandsAndExitCodes() throws {
    for arguments in [["--help"], ["-h"], []] {
      let run = try BinaryRun.run(arguments)
      #expect(run.status == 0)
      for command in Subcommand.allCases {
        #expect(run.standardOutput.contains("timerdoctor \(command.rawValue)"))
      }
      for code in ["0 ", "1 ", "2 ", "64"] {
        #expect(run.standardOutput.contains("\n  \(code)"))
      }
    }
  }

  @Test(arguments: [
    (["bogus"], "unknown command `bogus`"),
    (["lint", "--bogus"], "unknown option `--bogus` for lint"),
    (["lint", "-x"], "unknown option `-x` for lint"),
    (["lint", "--strict", "--strict"], "--strict given twice"),
    (["lint", "--format"], "--format needs a value"),
    (["lint", "--format", "xml"], "unknown format `xml`"),
    (["lint", "--format", "json", "--format=text"], "--format given twice"),
    (["triage"], "triage needs at least one crash report"),
    (["triage", "--strict", "x.ips"], "option --strict does not apply to triage"),
    (["lint", "--source", "x"], "option --source does not apply to lint"),
    (["explain"], "explain needs a rule or pattern id"),
    (["explain", "no_such_rule"], "unknown id `no_such_rule`"),
    (["help", "nothing"], "unknown help topic `nothing`"),
    (["--version", "extra"], "unexpected `extra` after --version"),
    (["lint", "--enable", "no_such_rule"], "unknown lint rule `no_such_rule`"),
    (["lint", "--quiet=yes"], "--quiet takes no value"),
  ])
  func usageErrorsExit64WithOneLineAndUsage(arguments: [String], message: String) throws {
    let run = try BinaryRun.run(arguments)
    #expect(run.status == 64)
    #expect(run.standardOutput.isEmpty)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.first?.hasPrefix("timerdoctor: ") == true)
    #expect(lines.first?.contains(message) == true, "\(run.standardError)")
    #expect(run.standardError.contains("Usage"))
  }

  @Test(arguments: Subcommand.allCases)
  func helpForEachCommandIsTrue(command: Subcommand) throws {
    let run = try BinaryRun.run(["help", command.rawValue])
    #expect(run.status == 0)
    #expect(try BinaryRun.run([command.rawValue, "--help"]).standardOutput == run.standardOutput)
    let options = run.standardOutput.components(separatedBy: "Exit codes:")[0]
    let listed = Set(
      options.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "," })
        .filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
    let accepted = Set(OptionSpec.options(for: command).map { "--" + $0.name }).union(["--help"])
    #expect(listed == accepted)
    // Every option the help lists is accepted by the parser for this command.
    for option in OptionSpec.options(for: command) {
      var arguments = [command.rawValue, "--\(option.name)"]
      if option.value != nil { arguments.append(option.name == "format" ? "json" : "x") }
      if case .run(let parsed, _) = try Invocation.parse(arguments) {
        #expect(parsed == command)
      } else {
        Issue.record("--\(option.name) did not parse for \(command)")
      }
    }
  }

  @Test func optionValuesMayUseEqualsAndDoubleDashEndsOptions() throws {
    let parsed = try Invocation.parse(["lint", "--format=json", "--", "--strict"])
    guard case .run(.lint, let arguments) = parsed else {
      Issue.record("expected a lint run, got \(parsed)")
      return
    }
    #expect(arguments.value("format") == "json")
    #expect(arguments.operands == ["--strict"])
    #expect(!arguments.has("strict"))
  }
}
