import Foundation
import Testing

@testable import TimerDoctorKit

/// How a file's fixes are made and refused, below the CLI: overlaps, files that changed after
/// lint read them, the shapes each rule leaves without a fix, the diff's edges, and SARIF.
@Suite struct FixMakingTests {
  static func replacement(_ offset: Int, _ length: Int, _ text: String, line: Int = 1) -> FixReplacement {
    FixReplacement(
      offset: offset, length: length, line: line, column: 1, endLine: line, endColumn: 1, text: text)
  }

  static func fix(_ replacements: [FixReplacement], hash: String = "0") -> FindingFix {
    FindingFix(safety: .safe, summary: "s", replacements: replacements, sourceHash: hash)
  }

  @Test func overlappingFixesAreRefusedAndIdenticalOnesCountOnce() throws {
    let first = Self.fix([Self.replacement(4, 3, "abc", line: 2)])
    let overlapping = Self.fix([Self.replacement(5, 1, "x", line: 3)])
    #expect(throws: FixApplier.Overlap(lines: (2, 3))) {
      try FixApplier.replacements(of: [first, overlapping]).get()
    }
    let sameInsertion = Self.fix([Self.replacement(9, 0, "y")])
    let otherInsertion = Self.fix([Self.replacement(9, 0, "z")])
    #expect((try? FixApplier.replacements(of: [sameInsertion, otherInsertion]).get()) == nil)
    // The same change asked for by two findings is made once.
    let replacements = try FixApplier.replacements(of: [first, first, sameInsertion]).get()
    #expect(replacements.count == 2)
    // An insertion at the start of a replaced range goes before it.
    let bytes = Array("0123456789".utf8)
    let made = FixApplier.apply(
      try FixApplier.replacements(of: [first, Self.fix([Self.replacement(4, 0, "<")])]).get(), to: bytes)
    #expect(String(decoding: made, as: UTF8.self) == "0123<abc789")
  }

  @Test func aFileThatChangedAfterLintIsLeftAlone() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString).swift")
      .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let code = "func stop() {\n  timer!.invalidate()\n}\n"
    try Data(code.utf8).write(to: URL(fileURLWithPath: path))
    let hash = String(ContentHash.of(Array(code.utf8)), radix: 16)
    let fix = Self.fix([Self.replacement(21, 1, "?", line: 2)], hash: hash)
    let fixer = FileFixer(path: path, fixes: [fix])
    let plan = try fixer.plan().get()
    #expect(String(decoding: plan.new, as: UTF8.self) == "func stop() {\n  timer?.invalidate()\n}\n")
    try Data((code + "// edited\n").utf8).write(to: URL(fileURLWithPath: path))
    guard case .failure(let refusal) = fixer.plan() else {
      Issue.record("a changed file was fixed")
      return
    }
    #expect(refusal.reason == "it changed after lint read it; run lint --fix again")
    #expect(refusal.isInputError)
  }

  /// The shapes where a fix is not mechanical get none; their findings stay.
  @Test(arguments: [
    (
      "final class A { var timer: Timer?\n func f() { let ok = timer!.isValid; print(ok) } }",
      "timer_force_unwrap"
    ),
    (
      "final class A { var s: DispatchSourceTimer?\n let q = DispatchQueue(label: \"q\", attributes: .concurrent)\n func f() { s = DispatchSource.makeTimerSource(queue: q) } }",
      "timer_global_queue"
    ),
    // `global(qos:)` takes a QoSClass, `DispatchQueue(label:qos:)` a DispatchQoS: a class value
    // does not carry over.
    (
      "final class A {\n  var s: DispatchSourceTimer?\n  func f(klass: DispatchQoS.QoSClass) {\n    s = DispatchSource.makeTimerSource(queue: .global(qos: klass))\n  }\n}",
      "timer_global_queue"
    ),
    // An annotated optional local would make `add(t, ...)` take an optional.
    (
      "final class A {\n  var keep: Timer?\n  func f() {\n    let t: Timer? = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }\n    keep = t\n  }\n  func stop() {\n    keep?.invalidate()\n    keep = nil\n  }\n}",
      "timer_runloop_default_mode"
    ),
    // `self?.timer = ...` makes no timer once self is gone; a rewrite would make one always.
    (
      "final class A {\n  var timer: Timer?\n  func start() {\n    DispatchQueue.main.async { [weak self] in\n      self?.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }\n    }\n  }\n  func stop() {\n    timer?.invalidate()\n    timer = nil\n  }\n}",
      "timer_runloop_default_mode"
    ),
    // A timer nothing stores, with a weak target, would fire into nil for ever.
    (
      "final class A: NSObject {\n func start() {\n  Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n }\n @objc func tick() {}\n}",
      "timer_selector_retains_target"
    ),
    (
      "final class A {\n func make() -> Timer {\n return Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }\n }\n}",
      "timer_runloop_default_mode"
    ),
  ])
  func aShapeThatIsNotMechanicalHasNoFix(code: String, id: String) {
    let findings = LintHarness.findings(code).filter { $0.id == id }
    #expect(!findings.isEmpty, "\(id) no longer reports: \(code)")
    #expect(findings.allSatisfy { $0.fix == nil })
  }

  @Test func theDiffMarksALastLineWithoutABreakAndKeepsCRLF() {
    let old = Array("a\r\nb\r\nc".utf8)
    let diff = UnifiedDiff.render(
      path: "F.swift", old: old, replacements: [Self.replacement(6, 1, "C", line: 3)])
    #expect(
      diff
        == "--- a/F.swift\n+++ b/F.swift\n@@ -1,3 +1,3 @@\n a\r\n b\r\n-c\n\\ No newline at end of file\n+C\n\\ No newline at end of file\n"
    )
  }

  @Test func sarifWithFixesValidates() throws {
    let code =
      "import Foundation\nfinal class A {\n  var timer: Timer?\n  func start() {\n    let t = Timer(timeInterval: 1, repeats: true) { _ in }\n    RunLoop.main.add(t, forMode: .default)\n    timer = t\n  }\n  func stop() { timer?.invalidate(); timer = nil }\n}\n"
    let findings = LintHarness.findings(code, path: "Sources/A.swift")
    #expect(findings.contains { $0.fix != nil })
    let sarif = SARIFReporter(sourceRoot: "/work").render(
      Report(command: .lint, findings: findings, errors: [], inputs: ["Sources/A.swift"], rules: []))
    #expect(sarif.contains("\"artifactChanges\""))
    #expect(sarif.contains("\"insertedContent\""))
    let result = try SARIFValidator.validate(sarif)
    #expect(result.status == 0, "\(result.output)")
  }
}
