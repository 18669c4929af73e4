import Foundation

/// Reads JUnit XML with `junitparser` (PyPI, installed by `scripts/test`), a real consumer of the
/// format: the tests, failures and errors it counts over all testcases.
enum JUnitParser {
  struct Counts {
    var tests = 0
    var failures = 0
    var errors = 0
    /// What the parser printed, for the failure message.
    var output = ""
  }

  static let script = """
    import sys
    from junitparser import JUnitXml, Failure, Error
    xml = JUnitXml.fromfile(sys.argv[1])
    suites = [xml] if xml._tag == "testsuite" else list(xml)
    tests = failures = errors = 0
    for suite in suites:
        for case in suite:
            tests += 1
            failures += sum(isinstance(r, Failure) for r in case.result)
            errors += sum(isinstance(r, Error) for r in case.result)
    print(tests, failures, errors)
    """

  static func parse(_ xml: String) throws -> Counts {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "junitparser-\(UUID().uuidString).xml")
    try Data(xml.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard process.terminationStatus == 0, numbers.count == 3 else { return Counts(output: output) }
    return Counts(tests: numbers[0], failures: numbers[1], errors: numbers[2], output: output)
  }
}
