import Foundation
import Testing

@testable import TimerDoctorKit

/// Every Linux specimen gets the verdict its README gives.
@Suite struct LinuxSpecimenTests {
  /// (specimen, expected pattern) for every specimen that crashes.
  static let crashing: [(String, String)] = [
    ("c1_class_owner_deinit_cancel_while_suspended", "release_while_suspended"),
    ("m1_suspend2_resume1_release", "release_while_suspended"),
    ("m2b_suspend_cancel_release", "release_while_suspended"),
    ("m2d_cancel_then_suspend_release", "release_while_suspended"),
    ("m3_suspend_then_release", "release_while_suspended"),
    ("m4a_cancel_then_resume", "resume_after_cancel"),
    ("m4b_resume_running_source", "resume_after_cancel"),
    ("m5a_never_activated_release", "release_while_inactive"),
    ("m5b_never_activated_cancel_release", "release_while_inactive"),
    ("m6c_activate_then_resume", "resume_after_cancel"),
    ("m6e_resume_twice_fresh", "resume_after_cancel"),
    ("q1_inactive_queue_resume", "resume_after_cancel"),
    ("q2_inactive_queue_release", "release_while_inactive"),
    ("t1_suspend_overflow", "suspend_imbalance"),
  ]

  static let notCrashing = [
    "m2a_suspend_then_cancel_keepalive", "m2c_suspend_cancel_resume_release", "m4c_inactive_cancel_resume",
    "m4d_cancel_then_release", "m6a_activate_twice", "m6b_resume_instead_of_activate",
    "m6d_resume_then_activate", "m7_cancel_twice",
  ]

  @Test(arguments: crashing)
  func crashingSpecimenGetsItsPattern(_ name: String, _ pattern: String) throws {
    let finding = try #require(TriageFixtures.finding(try TriageFixtures.specimen(name)))
    #expect(finding.id == pattern)
    #expect(finding.triage?.pattern == pattern)
    #expect(finding.severity == .error)
    #expect(finding.triage?.exception == "Illegal instruction (SIGILL)")
    #expect(finding.triage?.os == "x86_64 Linux (Debian GNU/Linux 12 (bookworm))")
    #expect(finding.triage?.fix.hasSuffix("(timerdoctor explain \(pattern))") == true)
    #expect(finding.line != nil)
  }

  @Test(arguments: notCrashing)
  func stepOnlySpecimenIsNotACrashReport(_ name: String) throws {
    let result = TriageFixtures.triage(try TriageFixtures.specimen(name), path: name)
    #expect(
      throws: InputError(path: name, message: "not a crash report: no exception, thread or frame found")
    ) {
      try result.get()
    }
  }

  @Test func everySpecimenFileIsCovered() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: TriageFixtures.folder.appendingPathComponent("linux-backtraces").path)
    let names = Set(files.filter { $0.hasSuffix(".stderr.txt") }.map { String($0.dropLast(11)) })
    #expect(names == Set(Self.crashing.map(\.0) + Self.notCrashing))
  }

  @Test func releaseWithManagerThreadListsWhatItCannotRuleOut() throws {
    let finding = try #require(TriageFixtures.finding(try TriageFixtures.specimen("m3_suspend_then_release")))
    let details = try #require(finding.triage)
    #expect(details.confidence == .medium)
    #expect(details.confidenceReason.hasPrefix("frame-only"))
    #expect(
      Set(details.alternatives) == ["suspend_imbalance", "cancel_while_suspended", "release_while_inactive"])
    #expect(details.evidence.first == "frame 0: libdispatch.so _dispatch_queue_xref_dispose.cold.1")
    #expect(
      details.culprit
        == Culprit(
          image: "m3_suspend_then_release", symbol: "run()", file: "m3_suspend_then_release.swift", line: 31))
    #expect(finding.line == 14)
  }

  @Test func neverActivatedReleaseSaysWhyAndKeepsSuspendedAsAlternative() throws {
    let finding = try #require(
      TriageFixtures.finding(try TriageFixtures.specimen("m5a_never_activated_release")))
    let details = try #require(finding.triage)
    #expect(details.confidence == .low)
    #expect(details.confidenceReason.hasPrefix("linux-no-manager-thread"))
    #expect(details.alternatives.first == "release_while_suspended")
  }

  /// A backtrace pasted with only the crashed thread says nothing about the manager thread.
  @Test func partialBacktraceDoesNotClaimNeverActivated() throws {
    let full = try TriageFixtures.specimen("m5a_never_activated_release")
    #expect(try ReportDecoder.decode(Array(full.utf8)).get().listsAllThreads)
    let renumbered = full.replacingOccurrences(of: "Thread 0 \"", with: "Thread 3 \"")
    #expect(try !ReportDecoder.decode(Array(renumbered.utf8)).get().listsAllThreads)
    let finding = try #require(TriageFixtures.finding(renumbered))
    #expect(finding.id == "release_while_suspended")
    #expect(finding.triage?.confidenceReason.hasPrefix("frame-only") == true)
  }

  @Test func deinitCulpritSkipsCompilerGeneratedFrames() throws {
    let text = try TriageFixtures.specimen("c1_class_owner_deinit_cancel_while_suspended")
    let culprit = try #require(TriageFixtures.finding(text)?.triage?.culprit)
    #expect(culprit.symbol == "RepeatingTimer.deinit")
    #expect(culprit.file == "c1_class_owner_deinit_cancel_while_suspended.swift")
    #expect(culprit.line == 35)
  }

  @Test func overResumeCulpritIsTheAppFrameBelowTheWitness() throws {
    let finding = try #require(TriageFixtures.finding(try TriageFixtures.specimen("m4a_cancel_then_resume")))
    #expect(finding.triage?.culprit?.symbol == "main")
    #expect(finding.triage?.confidence == .medium)
    #expect(finding.triage?.alternatives == [])
  }

  @Test func queueOverResumeSaysItMayBeAQueue() throws {
    let finding = try #require(
      TriageFixtures.finding(try TriageFixtures.specimen("q1_inactive_queue_resume")))
    #expect(finding.triage?.confidence == .low)
    #expect(finding.triage?.confidenceReason.contains("DispatchQueue") == true)
    #expect(finding.triage?.alternatives == ["other_libdispatch"])
  }

  /// Optimised builds often print only the `.cold.1` frame: one frame must be enough.
  @Test(arguments: [
    ("m3_suspend_then_release", "release_while_suspended"), ("m6e_resume_twice_fresh", "resume_after_cancel"),
  ])
  func oneColdFrameIsEnough(_ name: String, _ pattern: String) throws {
    let text = try TriageFixtures.specimen(name)
    var kept: [Substring] = []
    var inCrashedThread = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasSuffix("crashed:") { inCrashedThread = true }
      if inCrashedThread, line.hasPrefix("  "), !line.contains(".cold.1") { continue }
      if line.hasPrefix("Thread 1") { inCrashedThread = false }
      kept.append(line)
    }
    let stripped = kept.joined(separator: "\n")
    #expect(stripped.components(separatedBy: " in libdispatch.so").count >= 2)
    #expect(TriageFixtures.finding(stripped)?.id == pattern)
    // The bare frame line, pasted alone.
    let frameLine = try #require(text.split(separator: "\n").first { $0.contains(".cold.1") })
    #expect(TriageFixtures.finding(String(frameLine))?.triage?.pattern == pattern)
  }

  @Test func sourceRefinementTurnsDeinitCancelIntoCancelWhileSuspended() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "td-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
      import Dispatch

      final class RepeatingTimer {
        private let timer: DispatchSourceTimer
        init() { timer = DispatchSource.makeTimerSource() }
        func pause() { timer.suspend() }
        deinit {
          // "{" braces in strings and comments are skipped
          timer.setEventHandler {}
          timer.cancel()
        }
      }
      """
    try source.write(
      to: folder.appendingPathComponent("Sources/c1_class_owner_deinit_cancel_while_suspended.swift"),
      atomically: true,
      encoding: .utf8)
    let engine = TriageEngine(entries: TriageFixtures.entries, sourceDirectory: folder.path)
    let text = try TriageFixtures.specimen("c1_class_owner_deinit_cancel_while_suspended")
    let finding = try #require(TriageFixtures.finding(text, engine: engine))
    #expect(finding.id == "cancel_while_suspended")
    #expect(finding.triage?.confidenceReason.hasPrefix("source-shows-cancel") == true)
    #expect(
      finding.triage?.evidence.last
        == "source: Sources/c1_class_owner_deinit_cancel_while_suspended.swift:10: timer.cancel()")
    #expect(finding.triage?.alternatives.first == "release_while_suspended")
    // Without a cancel() in the deinit, the verdict stays.
    try source.replacingOccurrences(of: "timer.cancel()", with: "print(1)").write(
      to: folder.appendingPathComponent("Sources/c1_class_owner_deinit_cancel_while_suspended.swift"),
      atomically: true,
      encoding: .utf8)
    // A new run reads the folder again.
    let rerun = TriageEngine(entries: TriageFixtures.entries, sourceDirectory: folder.path)
    #expect(TriageFixtures.finding(text, engine: rerun)?.id == "release_while_suspended")
  }
}
