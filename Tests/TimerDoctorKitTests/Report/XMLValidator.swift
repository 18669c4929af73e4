import Foundation
import Testing

/// Validates XML against the Jenkins JUnit schema vendored in `Tests/Schemas` (MIT), with `xmllint`
/// (installed by `scripts/test`).
enum XMLValidator {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/junit-10.xsd")

  /// xmllint's exit status and messages for `xml`.
  static func validate(_ xml: String) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
    try Data(xml.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try validate(files: [file.path])
  }

  /// xmllint's exit status and messages for XML files, in one run.
  static func validate(files: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xmllint", "--noout", "--schema", schema.path] + files
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
