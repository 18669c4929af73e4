import Foundation

/// Validates SARIF against the SARIF 2.1.0 JSON schema vendored in `Tests/Schemas`, with Python's
/// `jsonschema` (installed by `scripts/test`).
enum SARIFValidator {
  static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/sarif-2.1.0.json")

  static let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    log = json.load(open(sys.argv[2]))
    errors = list(jsonschema.Draft7Validator(schema).iter_errors(log))
    for error in errors[:5]:
        print("/".join(map(str, error.absolute_path)), error.message)
    sys.exit(1 if errors else 0)
    """

  /// The validator's exit status and messages for `sarif`.
  static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
    try ExternalTool.run(on: sarif, suffix: "sarif") { ["python3", "-c", script, schema.path, $0] }
  }
}
