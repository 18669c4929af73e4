import Foundation

/// Advances the playback position of the Pulse audio player ten times a second, for the
/// position label and the scrubber.
///
/// The crash reports that name `PlaybackClock.start()`, `play()`, `resume()` and `invalidate()`
/// point into this file. Its bugs are on purpose:
///
/// * `invalidate()` cancels the source, but `play()` and `resume()` still resume it afterwards
///   (a track ends, and the user taps play): `resume()` after `cancel()` traps in libdispatch
///   ("Over-resume of an object");
/// * `invalidate()` can run while the clock is paused, which cancels a suspended source.
final class PlaybackClock {
  private let timer = DispatchSource.makeTimerSource(queue: .main)
  private var isRunning = false
  private var isPaused = false
  private(set) var position: TimeInterval = 0
  private var rate = 1.0

  init() {
    timer.schedule(deadline: .now(), repeating: .milliseconds(100))
    timer.setEventHandler { [weak self] in
      self?.tick()
    }
  }

  /// Moves the position on by one tick.
  private func tick() {
    position += 0.1 * rate
  }

  /// The position as `m:ss`, for the label.
  var positionText: String {
    let seconds = Int(position)
    return "\(seconds / 60):" + String(format: "%02d", seconds % 60)
  }

  /// Starts the clock for a new track.
  ///
  /// Bug: after `invalidate()` the source is cancelled, and this `resume()` traps.
  func start() {
    position = 0
    isRunning = true
    timer.resume()
  }

  /// Plays at `rate`, from a paused or a stopped clock.
  func play(rate: Double = 1.0) {
    self.rate = rate
    if !isRunning {
      start()
      return
    }
    guard isPaused else { return }
    isPaused = false
    // Bug: the clock may have been invalidated since it was paused (the track ended while the
    // player was in the background). Resuming a cancelled source traps; check a cancelled flag
    // (or `timer.isCancelled`) first. The pause path suspended the source once, so this resume balances it when the source is
    // still live.
    timer.resume()
    notifyObservers()
  }

  /// Pauses the clock.
  func pause() {
    guard isRunning, !isPaused else { return }
    isPaused = true
    timer.suspend()
  }

  /// Seeks to `position`.
  func seek(to position: TimeInterval) {
    self.position = position
  }

  /// Resumes after an interruption (a phone call). Bug: like `play()`, it resumes a source that
  /// `invalidate()` may have cancelled.
  func resume() {
    guard isPaused else { return }
    isPaused = false
    timer.resume()
  }

  /// Tells the scrubber the clock moved.
  private func notifyObservers() {
    NotificationCenter.default.post(name: .playbackClockChanged, object: self)
  }

  /// Stops the clock for good.
  ///
  /// Bug: when the clock is paused, this cancels a suspended source; the release that follows
  /// traps. And `play()` and `resume()` still resume the source after this.
  func invalidate() {
    isRunning = false
    timer.cancel()
  }
}

extension Notification.Name {
  /// Posted when the playback position jumps.
  static let playbackClockChanged = Notification.Name("PlaybackClockChanged")
}
