import Foundation
import Testing

@testable import TimerDoctorKit

/// The structure layer and every rule run to completion on real and mangled input.
@Suite struct RuleRobustnessTests {
  @Test func everyRuleRunsSilentlyOnEveryToolchainSwiftinterface() throws {
    // The toolchain ships hundreds of interfaces; none found means the lookup broke, not a pass.
    let paths = ToolchainInterfaces.paths()
    try #require(paths.count >= 50, "found \(paths.count) .swiftinterface files")
    for path in paths {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let context = LintContext(file: SourceFile(path: path, bytes: bytes))
      for rule in LintRules.all {
        for hit in rule.check(context) {
          // Interfaces hold no timer code, so any hit here would be a false positive.
          Issue.record(
            "\(path): \(rule.id) at code index \(hit.codeIndex): \(context.file.text(hit.codeIndex))")
        }
      }
    }
  }

  @Test func everyRuleSurvivesMangledExamples() throws {
    let examples = try LintHarness.lintEntries().flatMap(\.examples).map {
      LintHarness.stripMarkers($0.code).code
    }
    // Every lint rule has at least six examples (RuleExampleTests): none means the Rules/ folder
    // was not found, which must fail, not pass over nothing.
    try #require(examples.count >= 6 * LintRules.ids.count, "found \(examples.count) examples")
    var random = SeededGenerator(seed: 42)
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
    var random = SeededGenerator(seed: 7)
    for _ in 0..<400 {
      var code = ""
      for _ in 0..<Int(random.next() % 200) {
        code += words[Int(random.next() % UInt64(words.count))] + " "
      }
      _ = LintHarness.findings(code)
    }
  }
}
