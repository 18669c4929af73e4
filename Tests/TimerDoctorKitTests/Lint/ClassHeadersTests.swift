import Testing

@testable import TimerDoctorKit

/// The class headers read from files the structure pass skips, and what they change.
@Suite struct ClassHeadersTests {
  func headers(_ code: String) -> [String: [String]] {
    Dictionary(
      ClassHeaders.read(Array(code.utf8)).map { ($0.name, $0.inherits) },
      uniquingKeysWith: { first, _ in first })
  }

  @Test func readsNamesGenericsModulesAndWrappedClauses() {
    let found = headers(
      """
      import QuartzCore
      open class AnimationTextLayer: CATextLayer, AnimatableLayer {}
      final class Box<T: Equatable>: Base<T>, Foundation.NSObject where T: Sendable {}
      @objc(XYZLabel) public class PaddedLabel:
        UILabel,
        Themeable
      {}
      """)
    #expect(found["AnimationTextLayer"] == ["CATextLayer", "AnimatableLayer"])
    #expect(found["Box"] == ["Base", "NSObject"])
    #expect(found["PaddedLabel"] == ["UILabel", "Themeable"])
  }

  @Test func skipsClassMembersCommentsAndClassesWithoutBases() {
    let found = headers(
      """
      struct Helpers {
        class func make() -> Int { 1 }
        class var shared: Int { 2 }
      }
      // class Ghost: UIView {}
      class Plain {}
      let subclass = 3
      """)
    #expect(found.isEmpty)
  }

  @Test func aTimerOwnerInheritsAViewThroughABaseInAFileWithoutTimers() {
    let owner = Array(
      """
      final class ClockLayer: TextLayer {
        var clock: Timer?
        func start() {
          clock = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
        }
        func tick() {}
      }
      """.utf8)
    let base = Array("class TextLayer: CATextLayer {\n  var text = \"\"\n}\n".utf8)
    let together = LintHarness.linter.lint(files: [("ClockLayer.swift", owner), ("TextLayer.swift", base)])
    let alone = LintHarness.linter.lint(files: [("ClockLayer.swift", owner)])
    // The harness runs every rule, opt-in ones too; this one is on by default.
    #expect(together.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
    #expect(!alone.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
  }

  @Test func anExtensionWithTheTimerGetsTheHeaderOfItsDeclarationInAFileWithoutTimers() {
    let extensionFile = Array(
      """
      extension AvatarBadge {
        func startPulse() {
          pulse = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.tick() }
        }
        func tick() {}
      }
      """.utf8)
    let declaration = Array("class AvatarBadge: UIView {\n  var pulse: Any?\n}\n".utf8)
    let together = LintHarness.linter.lint(files: [
      ("AvatarBadge+Pulse.swift", extensionFile), ("AvatarBadge.swift", declaration),
    ])
    let alone = LintHarness.linter.lint(files: [("AvatarBadge+Pulse.swift", extensionFile)])
    // A view nothing stops: reported only once the declaration says it is a view.
    #expect(together.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
    #expect(!alone.contains { $0.id == "timer_never_invalidated" && $0.severity == .warning })
  }
}
