import Foundation
import Testing

@testable import TimerDoctorKit

/// `--source DIR`: only a `deinit` that cancels a DispatchSourceTimer property refines a release.
@Suite struct SourceRefinementTests {
  /// The c1 specimen's culprit is `RepeatingTimer.deinit`; triage it against `source`.
  func verdict(_ source: String) throws -> Finding? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("td-src-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try source.write(to: folder.appendingPathComponent("m3.swift"), atomically: true, encoding: .utf8)
    let engine = TriageEngine(entries: TriageFixtures.entries, sourceDirectory: folder.path)
    let text = try TriageFixtures.specimen("c1_class_owner_deinit_cancel_while_suspended")
    return TriageFixtures.finding(text, engine: engine)
  }

  @Test func cancelOfAnotherPropertyDoesNotRefine() throws {
    let finding = try verdict(
      """
      import Dispatch
      import Foundation
      final class RepeatingTimer {
        private let timer = DispatchSource.makeTimerSource()
        private var task: URLSessionTask?
        func pause() { timer.suspend() }
        func stop() { timer.cancel() }
        deinit {
          task?.cancel()
          // timer.cancel()
          print("timer.cancel()")
        }
      }
      """)
    #expect(finding?.id == "release_while_suspended")
  }

  @Test func cancelOfATimerPropertyInTheDeinitRefines() throws {
    let finding = try verdict(
      """
      import Dispatch
      final class Other {
        private var timer: DispatchSourceTimer?
        deinit { print(1) }
      }
      final class RepeatingTimer {
        private let source = DispatchSource.makeTimerSource()
        deinit {
          self.source.cancel()
        }
      }
      """)
    #expect(finding?.id == "cancel_while_suspended")
    #expect(finding?.triage?.evidence.last == "source: m3.swift:9: self.source.cancel()")
  }

  /// The source folder is read once, when the engine is made, not once per report.
  @Test func sourceFolderIsReadOncePerRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("td-src-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "final class RepeatingTimer {\n  let timer: DispatchSourceTimer\n  deinit { timer.cancel() }\n}\n"
      .write(
        to: folder.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
    let engine = TriageEngine(entries: TriageFixtures.entries, sourceDirectory: folder.path)
    try FileManager.default.removeItem(at: folder)
    let text = try TriageFixtures.specimen("c1_class_owner_deinit_cancel_while_suspended")
    #expect(TriageFixtures.finding(text, engine: engine)?.id == "cancel_while_suspended")
  }

  @Test func deinitTypeFromSymbols() {
    #expect(DeinitCancelIndex.deinitType("RepeatingTimer.deinit") == "RepeatingTimer")
    #expect(DeinitCancelIndex.deinitType("Pulse.Owner<A>.__deallocating_deinit") == "Owner")
    #expect(DeinitCancelIndex.deinitType("Poller.stop()") == nil)
    #expect(DeinitCancelIndex.deinitType("deinit") == nil)
  }
}
