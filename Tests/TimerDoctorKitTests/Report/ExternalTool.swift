import Foundation

/// Runs a real consumer of an output format (xmllint, junitparser, jsonschema) on a file.
enum ExternalTool {
  /// The exit status and the combined stdout and stderr of `arguments`, found on `PATH`.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// The result of `run(arguments(file))` with `text` written to a temporary file first.
  static func run(on text: String, suffix: String, _ arguments: (String) -> [String]) throws -> (
    status: Int32, output: String
  ) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).\(suffix)")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try run(arguments(file.path))
  }
}
