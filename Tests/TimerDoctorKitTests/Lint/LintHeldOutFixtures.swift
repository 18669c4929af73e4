import Testing

@testable import TimerDoctorKit

/// Wrong findings on the fourth real-code corpus (judged with the build that had never seen it):
/// each fixture is our own code in the shape seen there.
@Suite struct LintHeldOutTests {
  @Test(arguments: LintHeldOutFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }
}

enum LintHeldOutFixtures {
  static let all: [LintFixture] = [
    LintFixture(
      name: "a strong capture in a timer nothing stops, in a controller or monitor made once, is by design",
      id: "timer_handler_strong_self",
      code: #"""
        final class UsageTabController: UIViewController {
          var seconds = 0
          override func viewDidLoad() {
            super.viewDidLoad()
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.seconds += 1 }
          }
        }
        final class MemoryWatcher {
          var onLow: (() -> Void)?
          func start() {
            _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in self.onLow?() }
          }
        }
        final class DraftModel {
          private var timer: Timer?
          init() {
            timer = Timer.↓scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.save() }
          }
          deinit { timer?.invalidate() }
          func save() {}
        }
        """#),
    LintFixture(
      name: "a scene delegate lives with its scene: its self-stopping timer does not outlive it",
      id: "timer_never_invalidated",
      code: #"""
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var split: UISplitViewController?
          func showSidebarWhenReady() {
            _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
              guard let self else { return }
              if let split = self.split {
                split.show(.primary)
                timer.invalidate()
              }
            }
          }
        }
        """#),
  ]
}
