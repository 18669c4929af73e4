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
