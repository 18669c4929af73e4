import Foundation
import Testing

@testable import TimerDoctorKit

/// `LINT_DEBUG_FILE=path swift test --filter LintDebug` prints every finding in one file.
@Suite struct LintDebugTests {
  @Test func printFindingsOfDebugFile() throws {
    guard let path = ProcessInfo.processInfo.environment["LINT_DEBUG_FILE"] else { return }
    let code = try String(contentsOfFile: path, encoding: .utf8)
    for finding in LintHarness.findings(code) {
      print("DEBUG \(finding.line ?? 0):\(finding.column ?? 0) \(finding.id) \(finding.message)")
    }
  }
}

/// `LINT_DEBUG_DIR=folder swift test --filter LintDebug` lints a folder of any files.
@Suite struct LintDebugFolderTests {
  @Test func printFindingsOfDebugFolder() throws {
    guard let directory = ProcessInfo.processInfo.environment["LINT_DEBUG_DIR"] else { return }
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var files = 0
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") || relative.hasSuffix(".swiftinterface") else { continue }
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + relative)))
      files += 1
      for finding in LintHarness.linter.lint(path: relative, bytes: bytes) {
        print(
          "DEBUG \(finding.file):\(finding.line ?? 0):\(finding.column ?? 0) \(finding.id) | \(finding.lineText ?? "")"
        )
      }
    }
    print("DEBUG files: \(files)")
  }
}

/// `LINT_TIMING_FILE=path swift test --filter LintTiming` prints the time of each phase.
@Suite struct LintTimingTests {
  @Test func printPhaseTimes() throws {
    guard let path = ProcessInfo.processInfo.environment["LINT_TIMING_FILE"] else { return }
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let clock = ContinuousClock()
    var file: SourceFile? = nil
    print("DEBUG scan", clock.measure { file = SourceFile(path: path, bytes: bytes) })
    guard let file else { return }
    var structure: Structure? = nil
    print("DEBUG structure", clock.measure { structure = Structure(file) })
    guard let structure else { return }
    print("DEBUG facts", clock.measure { _ = FileFacts(file: file, structure: structure) })
    let context = LintContext(file: file)
    for rule in LintRules.all {
      print("DEBUG", rule.id, clock.measure { _ = rule.check(context) })
    }
  }
}
