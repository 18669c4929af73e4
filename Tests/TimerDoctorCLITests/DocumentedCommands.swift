import Foundation

@testable import TimerDoctorKit

/// The command lines a Markdown document shows, read so a test can run them.
///
/// A ` ```console ` block is an example to run: each `$ ` line is a command, the lines after it
/// the output it claims (stdout, then stderr, as a terminal shows them), where `...` stands for
/// any number of lines. `$ echo $?` claims the exit status of the command before it; a command
/// without one claims it ran (status 0 or 1). Command lines in ` ```sh `, ` ```yaml ` and
/// ` ```groovy ` recipes cannot run here (they name the user's folders), so their `timerdoctor`
/// arguments are only parsed, as the binary parses them.
enum DocumentedCommands {
  /// One `$ ` line of a console block and the output it claims.
  struct Step {
    var command: String
    var line: Int
    var expected: [String]
  }

  /// A console block: its steps run in one shell, in order.
  struct Example {
    var document: String
    var line: Int
    var steps: [Step]
  }

  /// The fenced blocks of `markdown` with the given info string, each with the line its body starts on.
  static func blocks(in markdown: String, languages: Set<String>) -> [(line: Int, body: [String])] {
    var blocks: [(Int, [String])] = []
    var current: (Int, [String])?
    var inOther = false
    for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if current != nil {
          blocks.append(current!)
          current = nil
        } else if inOther {
          inOther = false
        } else if languages.contains(String(line.dropFirst(3))) {
          current = (index + 2, [])
        } else {
          inOther = true
        }
      } else if current != nil {
        current!.1.append(line)
      }
    }
    return blocks
  }

  /// The console examples of `markdown`.
  static func examples(in markdown: String, document: String) -> [Example] {
    blocks(in: markdown, languages: ["console"]).map { start, body in
      var steps: [Step] = []
      for (offset, line) in body.enumerated() {
        if line.hasPrefix("$ ") {
          steps.append(Step(command: String(line.dropFirst(2)), line: start + offset, expected: []))
        } else if !steps.isEmpty {
          steps[steps.count - 1].expected.append(line)
        }
      }
      return Example(document: document, line: start, steps: steps)
    }
  }

  /// Runs `example` with `sh` in `folder`, `binaryFolder` first on PATH, and returns what
  /// differs from its claims, one line each (empty when the example is true).
  static func mismatches(of example: Example, in folder: URL, binaryFolder: URL) throws -> [String] {
    let marker = "@@timerdoctor-readme-step@@"
    var script = "exec 2>&1\n"
    for step in example.steps {
      // The marker keeps the step's status for a following `echo $?`.
      script += step.command + "\nstatus=$?; printf '\\n\(marker) %d\\n' $status; (exit $status)\n"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = binaryFolder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: DrainedPipe(pipe).wait(), as: UTF8.self)
    process.waitUntilExit()

    var chunks = output.components(separatedBy: "\n")
    var mismatches: [String] = []
    var previousStatus: Int?
    for (index, step) in example.steps.enumerated() {
      let place = "\(example.document):\(step.line): `\(step.command)`"
      guard let end = chunks.firstIndex(where: { $0.hasPrefix(marker) }) else {
        mismatches.append("\(place): did not finish")
        break
      }
      let actual = Array(chunks[..<end])
      let status = Int(chunks[end].dropFirst(marker.count + 1)) ?? -1
      chunks.removeFirst(end + 1)
      if step.command == "echo $?" {
        if let previousStatus, step.expected.trimmingTrailingEmpty != ["\(previousStatus)"] {
          mismatches.append("\(place): claims exit \(step.expected.joined()), got \(previousStatus)")
        }
      } else {
        let nextShowsStatus =
          example.steps.indices.contains(index + 1)
          && example.steps[index + 1].command == "echo $?"
        if !nextShowsStatus && status != 0 && status != 1 {
          mismatches.append("\(place): exits \(status), which the example does not show")
        }
        if !matches(step.expected.trimmingTrailingEmpty[...], actual.trimmingTrailingEmpty[...]) {
          mismatches.append(
            "\(place): output differs from the claim; got:\n"
              + actual.prefix(12).joined(separator: "\n"))
        }
      }
      previousStatus = status
    }
    return mismatches
  }

  /// Whether `actual` is what `expected` claims, line for line, `...` standing for any lines.
  static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
    guard let first = expected.first else { return actual.isEmpty }
    if first == "..." {
      let rest = expected.dropFirst()
      return (actual.startIndex...actual.endIndex).contains { matches(rest, actual[$0...]) }
    }
    guard actual.first == first else { return false }
    return matches(expected.dropFirst(), actual.dropFirst())
  }

  /// The `timerdoctor` argument lists of the recipe blocks, each with its line.
  static func recipeInvocations(in markdown: String) -> [(line: Int, arguments: [String])] {
    var invocations: [(Int, [String])] = []
    for (start, body) in blocks(in: markdown, languages: ["sh", "yaml", "groovy"]) {
      for (offset, line) in body.enumerated() {
        // A shell word list, cut where the shell would stop passing arguments.
        var words = line.replacingOccurrences(of: "'", with: " ").replacingOccurrences(of: "\"", with: " ")
          .split(separator: " ").map(String.init)
        if let cut = words.firstIndex(where: { ["||", "|", "&&", ";", "#", ">", "<"].contains($0) }) {
          words.removeSubrange(cut...)
        }
        guard let name = words.firstIndex(where: { $0 == "timerdoctor" || $0.hasSuffix("/timerdoctor") }),
          name + 1 < words.count,
          words[name + 1].hasPrefix("-") || Subcommand(rawValue: words[name + 1]) != nil
        else { continue }
        invocations.append((start + offset, Array(words[(name + 1)...])))
      }
    }
    return invocations
  }
}

extension Array where Element == String {
  /// The lines without the empty ones at the end.
  var trimmingTrailingEmpty: [String] {
    var lines = self
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
