import Foundation

/// A repeating DispatchSourceTimer that can be started, paused and released in any state.
final class RepeatingTimer {
  private enum State { case idle, running, suspended }

  private let queue = DispatchQueue(label: "com.example.repeating-timer")  // serial
  private let timer: DispatchSourceTimer
  private let lock = NSLock()
  private var state = State.idle
  private let eventHandler: () -> Void

  /// `eventHandler` runs on the private serial queue; capture your own objects weakly in it.
  init(interval: DispatchTimeInterval, eventHandler: @escaping () -> Void) {
    self.eventHandler = eventHandler
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + interval, repeating: interval)
    timer.setEventHandler { [weak self] in
      self?.eventHandler()
    }
  }

  /// Starts or continues the timer; does nothing while it is running.
  func start() {
    lock.lock()
    defer { lock.unlock() }
    guard state != .running else { return }
    state = .running
    timer.resume()  // .idle: activates the source; .suspended: balances the suspend()
  }

  /// Pauses the timer; does nothing unless it is running.
  func pause() {
    lock.lock()
    defer { lock.unlock() }
    guard state == .running else { return }
    state = .suspended
    timer.suspend()
  }

  deinit {
    timer.setEventHandler(handler: nil)
    timer.cancel()
    if state != .running {
      // Cancel first, then resume: a suspended or never-activated source must not be released.
      timer.resume()
    }
  }
}
