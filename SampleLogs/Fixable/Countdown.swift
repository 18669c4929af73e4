import Foundation

/// A countdown whose timer pauses while the user scrolls, and a refresh that traps after stop().
final class Countdown {
  private var timer: Timer?
  private(set) var remaining = 60

  func start() {
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
      self?.remaining -= 1
    }
  }

  func refreshNow() {
    timer!.fire()
  }

  func stop() {
    timer?.invalidate()
    timer = nil
  }
}
