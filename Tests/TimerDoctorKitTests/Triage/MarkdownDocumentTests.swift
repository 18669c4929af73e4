import Foundation
import Testing

@testable import TimerDoctorKit

/// Markdown files are read by content like any other input: a document (it has a heading) is
/// read from its code blocks, and one whose code blocks hold no stack is documentation.
@Suite struct MarkdownDocumentTests {
  /// An issue thread saved as Markdown: its prose quotes another pattern's message, its code
  /// block holds the stack that crashed.
  static let savedIssue = """
    # Crash when the playback clock restarts

    We first thought this was `BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object`, as in
    the older thread, but the stack below says otherwise.

    ## Stack trace

    ```text
    Crashed: com.apple.main-thread
    0  libdispatch.dylib  0x1a2b3c4d5 _dispatch_lane_resume + 556
    1  Pulse  0x100abc000 PlaybackClock.play() + 88
    ```

    ```swift
    // what we call: _dispatch_source_dispose is never on our side
    timer.resume()
    ```
    """

  /// A README beside the logs: a table that names every sample's message and top frame.
  static let readme = """
    # Sample crash reports

    | file | message | top frame |
    |---|---|---|
    | `a.crash` | BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object | `_dispatch_queue_xref_dispose` |
    | `b.crash` | BUG IN CLIENT OF LIBDISPATCH: Over-resume of an object | `_dispatch_lane_resume` |

    The negatives are not crash reports at all.
    """

  @Test func aSavedIssueIsReadFromItsCodeBlock() throws {
    let results = TriageFixtures.engine.triage(
      bytes: Array(Self.savedIssue.utf8), source: Self.source("issue.md"))
    let finding = try #require(try results.first?.get())
    #expect(results.count == 1)
    #expect(finding.id == "resume_after_cancel")
    // The prose's message is not evidence; the trap frame's line is the document's line 10.
    #expect(finding.triage?.evidence.contains { $0.contains("Release of a suspended object") } == false)
    #expect(finding.triage?.culprit?.symbol == "PlaybackClock.play()")
    #expect(finding.line == 10)
  }

  @Test func aHeadingMakesADocumentAndGDBFramesDoNot() {
    #expect(MarkdownDocument.isDocument(Array("intro\n## Steps\n".utf8)[...]))
    #expect(!MarkdownDocument.isDocument(Array("#0  0x00007f in _dispatch_source_dispose ()\n".utf8)[...]))
    #expect(!MarkdownDocument.isDocument(Array("#include <dispatch/dispatch.h>\n".utf8)[...]))
    #expect(!MarkdownDocument.isDocument(Array("    # indented code, not a heading\n".utf8)[...]))
  }

  @Test func codeBlocksKeepLineNumbersAndDropSourceLanguages() throws {
    let text = try #require(MarkdownDocument.codeBlocks(Array(Self.savedIssue.utf8)))
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[8] == "Crashed: com.apple.main-thread")
    #expect(!lines.contains { $0.contains("timer.resume()") })
    #expect(MarkdownDocument.codeBlocks(Array(Self.readme.utf8)) == nil)
  }

  @Test func aReadmeInAFolderIsPassedOverAndNamedIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("td-md-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let readme = folder.appendingPathComponent("README.md")
    try Data(Self.readme.utf8).write(to: readme)
    try Data(Self.savedIssue.utf8).write(to: folder.appendingPathComponent("issue-412.md"))

    let walked = TriageFixtures.engine.triage(TriageEngine.inputCollector.collect([folder.path]).sources)
    #expect(walked.findings.map(\.id) == ["resume_after_cancel"])
    #expect(walked.errors.isEmpty)

    let named = TriageFixtures.engine.triage(TriageEngine.inputCollector.collect([readme.path]).sources)
    #expect(named.findings.isEmpty)
    #expect(named.errors.map(\.message) == [TriageEngine.documentMessage])
  }

  @Test func aProseWordBeforeAtIsNoSignatureFrame() {
    #expect(!FrameLineParser.isSymbolLike(Array("all.".utf8)[...]))
    #expect(FrameLineParser.isSymbolLike(Array("DispatchTimerSource.deinit".utf8)[...]))
  }

  static func source(_ name: String) -> InputSource {
    InputSource(location: .file(name), displayPath: name, isFoundInFolder: true)
  }
}
