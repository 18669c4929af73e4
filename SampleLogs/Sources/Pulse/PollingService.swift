import Foundation

/// Polls the Pulse backend for new readings every few seconds while the app is in the
/// foreground, and pauses while it is in the background.
///
/// The crash reports in SampleLogs that name `PollingService.deinit` and
/// `PollingService.pause()` point into this file. Its bugs are on purpose:
///
/// * `pause()` suspends without remembering that it did, so a second call (two background
///   notifications in a row) suspends twice, and one `resume()` no longer balances it;
/// * `deinit` cancels the timer but never resumes it, so releasing a paused service releases a
///   suspended source, which libdispatch traps on ("Release of a suspended object").
final class PollingService {
  private let queue = DispatchQueue(label: "com.example.pulse.polling")
  private let timer: DispatchSourceTimer
  private let interval: DispatchTimeInterval
  private var lastReading: Date?

  /// Creates a service that polls every `interval` once `start()` is called.
  init(interval: DispatchTimeInterval = .seconds(5)) {
    self.interval = interval
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.setEventHandler { [weak self] in
      self?.poll()
    }
  }

  /// Starts polling now and every `interval` after.
  func start() {
    timer.schedule(deadline: .now(), repeating: interval)
    timer.resume()
  }

  /// Asks the backend for readings newer than the last one.
  private func poll() {
    let since = lastReading ?? .distantPast
    fetchReadings(since: since) { [weak self] newest in
      self?.queue.async {
        self?.lastReading = newest
      }
    }
  }

  /// Stands in for the network call.
  private func fetchReadings(since: Date, completion: @escaping (Date) -> Void) {
    completion(Date())
  }

  /// Called when the app goes to the foreground.
  func resumePolling() {
    timer.resume()
  }

  /// Called when the app goes to the background.
  ///
  /// Bug: nothing records that the timer is suspended. A second background notification
  /// suspends it again, and the source's suspend count no longer matches the resumes the app
  /// will make; a `resume()` on a source that is not suspended traps too. Track `isSuspended`
  /// and return early instead.
  func pause() {
    timer.suspend()
  }

  /// How long ago the last reading arrived, for the status screen.
  var secondsSinceLastReading: TimeInterval? {
    lastReading.map { Date().timeIntervalSince($0) }
  }

  /// Whether a reading arrived within the last minute.
  var isFresh: Bool {
    guard let seconds = secondsSinceLastReading else { return false }
    return seconds < 60
  }

  /// Forgets the last reading, so the next poll fetches everything.
  func reset() {
    queue.async { [weak self] in
      self?.lastReading = nil
    }
  }

  /// Bug: the service can be released while paused. `cancel()` does not resume a suspended
  /// source, so when the last reference goes, libdispatch finds it suspended and traps. The fix
  /// is to track `isSuspended` and, after `cancel()`, call `resume()` when it is set (see
  /// `timerdoctor explain release_while_suspended`).
  deinit {
    timer.setEventHandler {}
    timer.cancel()
  }
}
