import Foundation
import ObjectiveC

/// One live workout session. Its countdown timer is attached to the session as an associated
/// object by a helper, so the session's own properties never mention it.
///
/// The crash report that names `LiveSession.__deallocating_deinit` points here. Its bug is on
/// purpose: `pauseCountdown()` suspends the attached source, and when a paused session is
/// ended, the runtime releases the associated source while it is still suspended, which
/// libdispatch traps on. Resume (or cancel and resume) the countdown in `end()`.
final class LiveSession: NSObject {
  private static var countdownKey = 0
  let id: String

  init(id: String) {
    self.id = id
    super.init()
    let countdown = DispatchSource.makeTimerSource(queue: .main)
    countdown.schedule(deadline: .now() + 1, repeating: 1)
    countdown.resume()
    objc_setAssociatedObject(self, &Self.countdownKey, countdown, .OBJC_ASSOCIATION_RETAIN)
  }

  private var countdown: DispatchSourceTimer? {
    objc_getAssociatedObject(self, &Self.countdownKey) as? DispatchSourceTimer
  }

  /// Pauses the countdown while the user rests.
  func pauseCountdown() {
    countdown?.suspend()
  }

  /// Ends the session. Bug: a paused countdown stays suspended.
  func end() {
    countdown?.cancel()
  }

  deinit {
    print("session \(id) ended")
  }
}
