import Testing

@testable import TimerDoctorKit

/// Bugs the judged timer sites showed that lint missed: each fixture is our own code in a shape
/// seen in open-source repositories, with the finding where a reviewer wanted it.
@Suite struct LintRecallTests {
  @Test(arguments: LintRecallFixtures.all) func shape(_ fixture: LintFixture) {
    fixture.verify()
  }
}

enum LintRecallFixtures {
  static let all: [LintFixture] = [
    LintFixture(
      name: "a discarded timer whose weak-self guard returns before its invalidate outlives its owner",
      id: "timer_never_invalidated",
      code: #"""
        final class FlightPathController: UIViewController {
          private var frame = 0
          func animate(points: [CGPoint]) {
            _ = Timer.↓scheduledTimer(withTimeInterval: 0.02, repeats: true) { [weak self] timer in
              guard let self = self else { return }
              self.move(to: points[self.frame])
              self.frame += 1
              if self.frame == points.count { timer.invalidate() }
            }
          }
          func move(to point: CGPoint) {}
        }
        final class PulseController: UIViewController {
          func pulse() {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
              guard let strongSelf = self else {
                timer.invalidate()
                return
              }
              strongSelf.flash(timer)
            }
          }
          func flash(_ timer: Timer) { timer.invalidate() }
        }
        """#),
    LintFixture(
      name: "a stored timer with the same guard is the owner's to stop",
      id: "timer_never_invalidated",
      code: #"""
        final class TrackReplayController: UIViewController {
          private var replay: Timer?
          func start() {
            replay = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] timer in
              guard let self else { return }
              if self.done { timer.invalidate() }
            }
          }
          deinit { replay?.invalidate() }
          var done = false
        }
        """#),
    LintFixture(
      name: "a touch-bar item whose repeating selector timer is kept only by its run loop",
      id: "timer_selector_retains_target",
      code: #"""
        final class VolumeBarItem: NSCustomTouchBarItem {
          init(identifier: NSTouchBarItem.Identifier, interval: TimeInterval) {
            super.init(identifier: identifier)
            let timer = Timer.↓scheduledTimer(
              timeInterval: interval, target: self, selector: #selector(refresh), userInfo: nil, repeats: true)
            RunLoop.current.add(timer, forMode: .common)
          }
          required init?(coder: NSCoder) { fatalError() }
          @objc func refresh() {}
        }
        final class ClockBarItem: CustomButtonTouchBarItem {
          private var tick: Timer!
          override init(identifier: NSTouchBarItem.Identifier) {
            super.init(identifier: identifier)
            tick = Timer.↓scheduledTimer(
              timeInterval: 1, target: self, selector: #selector(update), userInfo: nil, repeats: true)
          }
          required init?(coder: NSCoder) { fatalError() }
          @objc func update() {}
        }
        class CustomButtonTouchBarItem: NSCustomTouchBarItem {}
        """#),
  ]
}
