@testable import TimerDoctorKit

/// Random findings full of what breaks reporters: markup, controls, emoji, huge messages, odd paths.
struct RandomFindings {
  var generator: SeededGenerator

  /// Scalars drawn from every troublesome range, plus plain ASCII.
  private static let pools: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0xA0...0x2FF, 0x2028...0x202E, 0xD7F0...0xD7FF,
    0xE000...0xE0FF, 0xFFF0...0xFFFF, 0x1F300...0x1F6FF, 0x10FFF0...0x10FFFF,
  ]
  private static let specials = [
    "<", ">", "&", "\"", "'", "]]>", "%", "%25", ":", ",", "::", "\r\n", "\\", "\u{1B}[31m",
  ]

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  mutating func text(maxLength: Int) -> String {
    let length = Int.random(in: 0...maxLength, using: &generator)
    var result = ""
    var count = 0
    while count < length {
      count += 1
      if Int.random(in: 0..<6, using: &generator) == 0 {
        result += Self.specials.randomElement(using: &generator)!
        continue
      }
      let pool = Self.pools.randomElement(using: &generator)!
      if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &generator)) {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  mutating func path() -> String {
    let depth = Int.random(in: 1...4, using: &generator)
    return (0..<depth).map { _ in
      let part = text(maxLength: 12).replacingSlashes
      return part.isEmpty ? "x" : part
    }.joined(separator: "/") + ".swift"
  }

  mutating func finding() -> Finding {
    let long = Int.random(in: 0..<20, using: &generator) == 0
    var finding = Finding(
      id: ["timer_global_queue", "release_while_suspended", "none"].randomElement(using: &generator)!,
      severity: Severity.allCases.randomElement(using: &generator)!,
      message: text(maxLength: long ? 20_000 : 80), file: path(),
      line: Bool.random(using: &generator) ? Int.random(in: 1...100_000, using: &generator) : nil,
      lineText: text(maxLength: 60))
    finding.column = finding.line.map { _ in Int.random(in: 1...500, using: &generator) }
    if Bool.random(using: &generator) {
      finding.triage = TriageDetails(
        pattern: finding.id, confidence: .medium, confidenceReason: text(maxLength: 20),
        evidence: [text(maxLength: 40), text(maxLength: 40)],
        culprit: Culprit(image: text(maxLength: 10), symbol: text(maxLength: 30), file: path(), line: 7),
        alternatives: [text(maxLength: 10)], exception: text(maxLength: 20), os: text(maxLength: 20),
        fix: "timerdoctor explain \(finding.id)")
    }
    return finding
  }

  /// A random finding that may also carry evidence notes, a crash service's record, a source
  /// link with lint findings (triage), or a lint fix whose text a writer must escape.
  mutating func detailedFinding() -> Finding {
    var finding = finding()
    if Bool.random(using: &generator) {
      finding.notes = [FindingNote(message: text(maxLength: 30), file: path(), line: 3)]
    }
    if Bool.random(using: &generator), finding.triage != nil {
      finding.triage?.record = text(maxLength: 12)
      finding.triage?.source = SourceLink(
        function: text(maxLength: 10), file: path(), line: 9,
        lint: [
          SourceLintFinding(
            id: "timer_over_resume", severity: .warning, message: text(maxLength: 40), line: 10)
        ])
    }
    if Bool.random(using: &generator), finding.triage == nil {
      // A requirement only sometimes.
      finding.fix = FindingFix(
        safety: Bool.random(using: &generator) ? .safe : .unsafe,
        summary: text(maxLength: 30),
        requires: Bool.random(using: &generator) ? text(maxLength: 12) : nil,
        replacements: [
          FixReplacement(
            offset: 10, length: 3, line: 2, column: 4, endLine: 2, endColumn: 7,
            text: text(maxLength: 20)),
          FixReplacement(
            offset: 40, length: 0, line: 3, column: 1, endLine: 3, endColumn: 1, text: "\r\n\t\"x\""),
        ], sourceHash: "ab12")
    }
    return finding
  }

  /// A random report; `findings` fixes how many findings it has (0 to 6 when `nil`).
  /// With `detailed`, the findings come from `detailedFinding()`.
  mutating func report(findings count: Int? = nil, detailed: Bool = false) -> Report {
    let findings = (0..<(count ?? Int.random(in: 0...6, using: &generator))).map { _ in
      detailed ? detailedFinding() : finding()
    }
    let errors = (0..<Int.random(in: 0...2, using: &generator)).map { _ in
      InputError(path: path(), message: text(maxLength: 50))
    }
    let entry = CatalogEntry(
      id: "timer_global_queue", kind: .lint, title: text(maxLength: 20), defaultSeverity: .warning,
      summary: text(maxLength: 40), body: text(maxLength: 200), source: "Rules/timer_global_queue.md")
    return Report(
      command: Bool.random(using: &generator) ? .lint : .triage, findings: findings, errors: errors,
      inputs: findings.map(\.file) + [path()], rules: [entry])
  }
}

extension String {
  fileprivate var replacingSlashes: String {
    String(unicodeScalars.map { $0 == "/" ? "_" : Character($0) })
  }
}
