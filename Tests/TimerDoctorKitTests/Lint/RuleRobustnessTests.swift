import Foundation
import Testing

@testable import TimerDoctorKit

/// The structure layer and every rule run to completion on real and mangled input.
@Suite struct RuleRobustnessTests {
  @Test func everyRuleRunsOnEveryToolchainSwiftinterface() throws {
    for path in ToolchainInterfaces.paths() {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let context = LintContext(file: SourceFile(path: path, bytes: bytes))
      var hits = 0
      for rule in LintRules.all { hits += rule.check(context).count }
      #expect(hits >= 0)
    }
  }

  @Test func everyRuleSurvivesMangledExamples() throws {
    let examples = try LintHarness.lintEntries().flatMap(\.examples).map {
      LintHarness.stripMarkers($0.code).code
    }
    guard !examples.isEmpty else { return }
    var random = SplitMix(seed: 42)
    for _ in 0..<600 {
      let code = examples[Int(random.next() % UInt64(examples.count))]
      var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      switch random.next() % 4 {
      case 0:
        lines = Array(lines.prefix(Int(random.next() % UInt64(lines.count + 1))))
      case 1:
        lines.shuffle(using: &random)
      case 2:
        for _ in 0..<3 where !lines.isEmpty { lines.remove(at: Int(random.next() % UInt64(lines.count))) }
      default:
        let bytes = Array(code.utf8)
        let cut = Int(random.next() % UInt64(bytes.count + 1))
        lines = [String(decoding: bytes[..<cut], as: UTF8.self)]
      }
      let findings = LintHarness.findings(lines.joined(separator: "\n"))
      #expect(findings.allSatisfy { ($0.line ?? 0) >= 1 && ($0.column ?? 0) >= 1 })
    }
  }

  @Test func randomTokenSoupDoesNotCrashTheRules() {
    let words = [
      "Timer", ".", "scheduledTimer", "(", ")", "{", "}", "[", "]", "weak", "self", "in", "timer", "=", "nil",
      "resume", "suspend", "cancel", "activate", "DispatchSource", "makeTimerSource", "queue", ":", ",",
      "class", "struct", "func", "init", "deinit", "let", "var", "if", "else", "guard", "return", "#if",
      "#else",
      "#endif", "!", "?", "target", "selector", "repeats", "true", "RunLoop", "main", "add", "forMode",
      "default", "common", "DispatchQueue", "global", "async", "Thread", "setEventHandler", "handler", "\n",
      "extension", "sink", "publish", "every", "invalidate", "CADisplayLink", "\"s\"", "// c", "$0",
    ]
    var random = SplitMix(seed: 7)
    for _ in 0..<400 {
      var code = ""
      for _ in 0..<Int(random.next() % 200) {
        code += words[Int(random.next() % UInt64(words.count))] + " "
      }
      _ = LintHarness.findings(code)
    }
  }
}

extension SplitMix: RandomNumberGenerator {}
