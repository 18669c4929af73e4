import Foundation

/// Sends a heartbeat to the Pulse backend every 30 seconds while a live session runs.
///
/// The crash reports that name `HeartbeatTimer.deinit` and `HeartbeatTimer.stop()` point into
/// this file. Its bugs are on purpose:
///
/// * the source is made in `init`, but only `start()` activates it, so a heartbeat that is made
///   and dropped without starting releases a never-activated source, which libdispatch traps on;
/// * `stop()` suspends and then cancels, and `cancel()` does not undo the suspension, so the
///   release that follows traps ("Release of a suspended object").
final class HeartbeatTimer {
  private let timer = DispatchSource.makeTimerSource(queue: .main)
  private var beats = 0

  init(interval: DispatchTimeInterval = .seconds(30)) {
    timer.schedule(deadline: .now() + interval, repeating: interval)
    timer.setEventHandler { [weak self] in
      self?.beat()
    }
  }

  /// Bug: when `start()` never ran, the source was never activated, and releasing an inactive
  /// source traps. Activate it in `init` (and suspend it if it must wait), or make the source
  /// in `start()`.
  deinit {
    timer.setEventHandler {}
    timer.cancel()
    print("heartbeat released after \(beats) beats")
  }

  /// Starts the heartbeat.
  func start() {
    timer.activate()
  }

  /// Sends one heartbeat.
  private func beat() {
    beats += 1
  }

  /// How many heartbeats were sent.
  var count: Int { beats }

  /// Stops the heartbeat for good.
  ///
  /// Bug: the suspend first leaves the source suspended after `cancel()`, and the release that
  /// follows traps. Cancel without suspending (or resume after cancelling).
  func stop() {
    timer.suspend()
    timer.cancel()
  }
}
