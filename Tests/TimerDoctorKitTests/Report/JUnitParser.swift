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
    let (status, output) = try ExternalTool.run(on: xml, suffix: "xml") { ["python3", "-c", script, $0] }
    let numbers = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard status == 0, numbers.count == 3 else { return Counts(output: output) }
    return Counts(tests: numbers[0], failures: numbers[1], errors: numbers[2], output: output)
  }
}
