import Foundation
import Testing

@testable import TimerDoctorKit

/// Program source beside the logs is never read as a crash report: passed over in a folder,
/// named as what it is on the command line.
@Suite struct SourceCodeSnifferTests {
  @Test(arguments: [
    "import Foundation\n\nfinal class A {}\n",
    "// Copyright\n//\n\n/* A\n   multi-line header */\n@testable import Pulse\n",
    "#import <Foundation/Foundation.h>\n@interface PLSClock : NSObject\n@end\n",
    "/* one line */ import Dispatch\n",
  ])
  func sourceIsRecognised(_ text: String) {
    #expect(SourceCodeSniffer.isSourceCode(Array(text.utf8)[...]))
  }

  @Test(arguments: [
    "Incident Identifier: 1\nException Type:  EXC_BREAKPOINT (SIGTRAP)\n",
    "// pasted from Crashlytics\nCrashed: com.apple.main-thread\n0 libdispatch.dylib 0x1 _dispatch_source_dispose\n",
    "Thread 0 Crashed:\n0   libdispatch.dylib  0x1 _dispatch_lane_resume + 1\n",
    "the app imports its settings, then crashed\n",
    "",
  ])
  func reportsAreNotSource(_ text: String) {
    #expect(!SourceCodeSniffer.isSourceCode(Array(text.utf8)[...]))
  }

  @Test func aFolderWalkPassesOverSourceAndANamedSourceFileIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "td-sniff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let report = try Data(
      contentsOf: SampleLogsTests.folder.appendingPathComponent("ips/release_while_suspended.ips"))
    try report.write(to: folder.appendingPathComponent("crash.ips"))
    let source = folder.appendingPathComponent("PollingService.swift")
    try Data("import Foundation\nfinal class PollingService {}\n".utf8).write(to: source)

    let walked = TriageFixtures.engine.triage(TriageEngine.inputCollector.collect([folder.path]).sources)
    #expect(walked.findings.map(\.id) == ["release_while_suspended"])
    #expect(walked.errors.isEmpty)
    #expect(walked.inputs.count == 1)

    let named = TriageFixtures.engine.triage(TriageEngine.inputCollector.collect([source.path]).sources)
    #expect(named.findings.isEmpty)
    #expect(named.errors.map(\.message) == [TriageEngine.sourceCodeMessage])
  }
}
