/// One input file's `<testsuite>`: a testcase per finding, or one passing testcase when clean.
struct JUnitSuite {
  /// One `<testcase>`.
  enum Case {
    /// A finding: a failure when it fails the run, else a passing test with its text.
    case finding(Finding, fails: Bool)
    /// A file that was read and has no findings.
    case clean
    /// An input that could not be read or parsed.
    case unreadable(InputError)
  }

  var path: String
  var cases: [Case] = []

  var failures: Int {
    cases.filter { if case .finding(_, let fails) = $0 { fails } else { false } }.count
  }
  var errors: Int { cases.filter { if case .unreadable = $0 { true } else { false } }.count }

  /// Suites in path order: every input, with its findings in report order, then its read errors.
  static func suites(for report: Report, fails: (Finding) -> Bool) -> [JUnitSuite] {
    var byPath: [String: JUnitSuite] = [:]
    for input in report.inputs { byPath[input] = JUnitSuite(path: input) }
    for finding in report.findings {
      byPath[finding.file, default: JUnitSuite(path: finding.file)].cases.append(
        .finding(finding, fails: fails(finding)))
    }
    for error in report.errors {
      byPath[error.path, default: JUnitSuite(path: error.path)].cases.append(.unreadable(error))
    }
    return byPath.values.sorted { $0.path < $1.path }.map { suite in
      var suite = suite
      if suite.cases.isEmpty { suite.cases = [.clean] }
      return suite
    }
  }

  func xml(command: Report.Command) -> String {
    let file = XMLText.escape(path, attribute: true)
    var xml =
      "  <testsuite name=\"\(file)\" file=\"\(file)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
    var names: Set<String> = []
    for testCase in cases {
      // Names are unique within a suite even when two findings share a rule and a position.
      let base = name(of: testCase, command: command)
      var name = base
      var suffix = 2
      while !names.insert(name).inserted {
        name = "\(base) (\(suffix))"
        suffix += 1
      }
      xml += "    <testcase name=\"\(XMLText.escape(name, attribute: true))\" classname=\"\(file)\""
      xml += body(of: testCase)
    }
    return xml + "  </testsuite>\n"
  }

  /// `rule_id at line:col`, stable across runs; `timerdoctor lint` for a clean file.
  func name(of testCase: Case, command: Report.Command) -> String {
    switch testCase {
    case .finding(let finding, _):
      guard let line = finding.line else { return finding.id }
      return "\(finding.id) at \(line)" + (finding.column.map { ":\($0)" } ?? "")
    case .clean: return "timerdoctor \(command.rawValue)"
    case .unreadable: return "input error"
    }
  }

  /// The rest of the `<testcase>` element, from after its attributes.
  func body(of testCase: Case) -> String {
    switch testCase {
    case .clean:
      return "/>\n"
    case .unreadable(let error):
      let message = XMLText.escape(error.message, attribute: true)
      return
        ">\n      <error message=\"\(message)\" type=\"input_error\">\(XMLText.escape(error.line))</error>\n"
        + "    </testcase>\n"
    case .finding(let finding, false):
      return
        ">\n      <system-out>\(XMLText.escape(Self.details(of: finding)))</system-out>\n    </testcase>\n"
    case .finding(let finding, true):
      let message = XMLText.escape(finding.message, attribute: true)
      let type = XMLText.escape(finding.id, attribute: true)
      return ">\n      <failure message=\"\(message)\" type=\"\(type)\">"
        + "\(XMLText.escape(Self.details(of: finding)))</failure>\n    </testcase>\n"
    }
  }

  /// `path:line:col: severity: message`, then the detail lines every format shares.
  static func details(of finding: Finding) -> String {
    var location = finding.file
    if let line = finding.line {
      location += ":\(line)" + (finding.column.map { ":\($0)" } ?? "")
    }
    let head = "\(location): \(finding.severity.rawValue): \(finding.message)"
    return ([head] + FindingDetails.lines(of: finding, lintFix: true)).joined(separator: "\n")
  }
}
