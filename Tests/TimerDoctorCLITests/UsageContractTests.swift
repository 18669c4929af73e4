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
    // Read the Options section back as a user sees it: an entry starts at a `-` two spaces in,
    // its help starts at one column for all entries, and wrapped help continues under it.
    let section = run.standardOutput.components(separatedBy: "\nOptions:\n")[1]
      .components(separatedBy: "\n\n")[0].split(separator: "\n").map(String.init)
    #expect(section.allSatisfy { $0.count <= HelpText.lineWidth }, "\(section)")
    let firstEntry = try #require(section.first)
    let gap = try #require(firstEntry.dropFirst(2).range(of: "  ")).lowerBound
    let helpStart = try #require(firstEntry[gap...].firstIndex { $0 != " " })
    let helpColumn = firstEntry.distance(from: firstEntry.startIndex, to: helpStart)
    var entries: [(usage: String, help: String)] = []
    for line in section {
      let usage = line.prefix(helpColumn).trimmingSpaces
      let help = String(line.dropFirst(helpColumn))
      #expect(!help.hasPrefix(" ") && !help.isEmpty, "help misaligned in `\(line)`")
      if usage.isEmpty {
        entries[entries.count - 1].help += " " + help
      } else {
        #expect(line.hasPrefix("  -"), "`\(line)`")
        entries.append((usage, help))
      }
    }
    let table =
      OptionSpec.options(for: command).map { ($0.usage, $0.help) } + [("--help, -h", "show this help")]
    #expect(entries.map(\.usage) == table.map(\.0))
    #expect(entries.map(\.help) == table.map(\.1))
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
