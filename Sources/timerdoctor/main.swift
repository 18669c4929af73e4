import Foundation
import TimerDoctorKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The executable only wires the process to the kit: argv in, text out, one exit.
// A closed pipe (`timerdoctor ... | head`) must end the write, not kill the process mid-report.
signal(SIGPIPE, SIG_IGN)
let environment = ProcessInfo.processInfo.environment
let terminal = Terminal(
  standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
  standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
  noColorRequested: !(environment["NO_COLOR"] ?? "").isEmpty)
let outcome = CommandRunner.run(
  arguments: Array(CommandLine.arguments.dropFirst()), terminal: terminal, streams: .process)
try? FileHandle.standardOutput.write(contentsOf: Data(outcome.standardOutput.utf8))
if !outcome.standardError.isEmpty {
  try? FileHandle.standardError.write(
    contentsOf: Data((outcome.standardError.joined(separator: "\n") + "\n").utf8))
}
exit(outcome.status.rawValue)
