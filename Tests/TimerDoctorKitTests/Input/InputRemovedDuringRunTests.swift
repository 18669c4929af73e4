import Foundation
import Testing

@testable import TimerDoctorKit

/// Issue 5, item 2: a file listed by the walk and removed before it is read (deterministically:
/// collect, delete, then read) is one clear line, and the other inputs are still read.
@Suite struct InputRemovedDuringRunTests {
  @Test func aFileRemovedAfterListingIsOneLineAndTheOthersAreStillRead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("removed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let good = packageRoot.appendingPathComponent("SampleLogs/ips/resume_after_cancel.ips")
    try FileManager.default.copyItem(at: good, to: folder.appendingPathComponent("a-good.ips"))
    try FileManager.default.copyItem(at: good, to: folder.appendingPathComponent("b-gone.ips"))
    try Data("struct Gone {}\n".utf8).write(to: folder.appendingPathComponent("Gone.swift"))

    let collected = TriageEngine.inputCollector.collect([folder.path])
    #expect(collected.sources.count == 3 && collected.errors.isEmpty)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("b-gone.ips"))
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Gone.swift"))

    let output = TriageEngine(catalog: try Catalog.embedded()).triage(collected.sources)
    let removed = ["Gone.swift", "b-gone.ips"].map {
      InputCollector.displayPath(folder.appendingPathComponent($0).path)
        + ": cannot open: it was removed or renamed during the run"
    }
    #expect(output.errors.map(\.line) == removed)
    #expect(output.findings.map(\.id) == ["resume_after_cancel"])

    // Lint reads through the same InputSource.
    let swift = try #require(collected.sources.first { $0.displayPath.hasSuffix("Gone.swift") })
    guard case .failure(let error) = swift.read(limit: LintEngine.sizeLimit) else {
      Issue.record("a removed file was read")
      return
    }
    #expect(error.line.hasSuffix("Gone.swift: cannot open: it was removed or renamed during the run"))
    #expect(!error.line.contains("\n"))
  }
}
