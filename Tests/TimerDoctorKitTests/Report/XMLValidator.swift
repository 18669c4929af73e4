import Foundation
import Testing

/// Validates XML against the Jenkins JUnit schema vendored in `Tests/Schemas` (MIT), with `xmllint`
/// (installed by `scripts/test`).
enum XMLValidator {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/junit-10.xsd")

  /// xmllint's exit status and messages for `xml`.
  static func validate(_ xml: String) throws -> (status: Int32, output: String) {
    try ExternalTool.run(on: xml, suffix: "xml") { arguments([$0]) }
  }

  /// xmllint's exit status and messages for XML files, in one run.
  static func validate(files: [String]) throws -> (status: Int32, output: String) {
    try ExternalTool.run(arguments(files))
  }

  /// The xmllint command line that validates `files`.
  static func arguments(_ files: [String]) -> [String] {
    ["xmllint", "--noout", "--schema", schema.path] + files
  }
}
