import Foundation

/// Uploads pending changes every minute, and backs off after a failed upload.
///
/// The crash reports that name `SyncScheduler.pause()`, `stop()`, `resumeAfterBackoff()` and
/// `deinit` point into this file (the app and PulseServer share it). Its bugs are on purpose:
///
/// * `pause()` and the backoff both suspend the source, and only one of them resumes it, so
///   the suspend count drifts;
/// * `stop()` cancels while the source may be suspended, and so does releasing the scheduler;
/// * `resumeAfterBackoff()` can run after `stop()`, and resuming a cancelled source traps.
final class SyncScheduler {
  private let queue = DispatchQueue(label: "com.example.pulse.sync")
  private let timer: DispatchSourceTimer
  private var pending: [String] = []
  private var failures = 0
  private var isPaused = false

  init() {
    timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(deadline: .now() + 60, repeating: 60)
    timer.setEventHandler { [weak self] in
      self?.upload()
    }
    timer.resume()
  }

  /// Queues a change for the next upload.
  func enqueue(_ change: String) {
    queue.async { [weak self] in
      self?.pending.append(change)
    }
  }

  /// Uploads what is pending; on failure, backs off.
  private func upload() {
    guard !pending.isEmpty else { return }
    let batch = pending
    send(batch) { [weak self] succeeded in
      guard let self else { return }
      if succeeded {
        self.pending.removeFirst(batch.count)
        self.failures = 0
      } else {
        self.backOff()
      }
    }
  }

  /// Stands in for the network call (a real client posts the batch to the Pulse backend and
  /// reports whether it was accepted).
  private func send(_ batch: [String], completion: @escaping (Bool) -> Void) {
    completion(true)
  }

  /// Called when the user turns sync off for a while. Bug: no check of whether the backoff already suspended the source.
  func pause() {
    isPaused = true
    timer.suspend()
  }

  /// Called when the user turns sync back on.
  func unpause() {
    guard isPaused else { return }
    isPaused = false
    timer.resume()
  }

  /// Suspends uploads for a while after a failure.
  private func backOff() {
    failures += 1
    timer.suspend()
    let delay = min(300, 10 * failures)
    queue.asyncAfter(deadline: .now() + .seconds(delay)) { [weak self] in
      self?.resumeAfterBackoff()
    }
  }

  /// How many uploads failed in a row.
  var failureCount: Int { failures }

  /// Stops syncing for good.
  ///
  /// Bug: cancelling a source that `pause()` or `backOff()` suspended leaves it suspended, and
  /// the release that follows traps. Resume it after `cancel()` when it is suspended (see
  /// `timerdoctor explain cancel_while_suspended`).
  func stop() {
    timer.cancel()
  }

  /// Ends a backoff.
  ///
  /// Bug: `stop()` may have cancelled the source during the backoff; resuming a cancelled
  /// source traps. Check `timer.isCancelled` first.
  func resumeAfterBackoff() {
    queue.async { [weak self] in
      self?.timer.resume()
    }
  }

  deinit {
    timer.cancel()
  }
}

extension SyncScheduler {
  /// Splits pending changes into batches of at most `size`, in the order they were made, so the
  /// backend applies them in that order too. A change never spans two batches; the last batch
  /// may be short. An empty list gives no batches, and `syncAll` then completes at once.
  func batches(of changes: [String], size: Int = 50) -> [[String]] {
    stride(from: 0, to: changes.count, by: size).map {
      Array(changes[$0..<min($0 + size, changes.count)])
    }
  }

  /// Uploads every pending batch now and calls `completion` when all are done.
  ///
  /// The crash report that names `closure #2 in SyncScheduler.syncAll(completion:)` points here.
  /// It is not timer misuse: a batch that fails is counted out of the group twice (once in the
  /// failure branch, once at the end), and libdispatch traps on the unbalanced `leave()`
  /// ("Unbalanced call to dispatch_group_leave()"). The fix: leave once per enter, in a `defer`
  /// at the top of the completion.
  func syncAll(completion: @escaping () -> Void) {
    let group = DispatchGroup()
    for batch in batches(of: ["a", "b", "c"]) {
      group.enter()
      uploadBatch(batch) { succeeded in
        if !succeeded {
          group.leave()
        }
        group.leave()
      }
    }
    group.notify(queue: .main, execute: completion)
  }

  /// Stands in for one batch's upload.
  private func uploadBatch(_ batch: [String], completion: @escaping (Bool) -> Void) {
    completion(!batch.isEmpty)
  }
}
