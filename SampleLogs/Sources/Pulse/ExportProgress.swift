import Foundation

/// Prints export progress for `pulsectl export`, once a second, while a long export runs.
///
/// The Linux backtrace that names `ExportProgress.deinit` points here. Its bug is on purpose:
/// the source is created and configured in `init`, but only `begin()` activates it, and short
/// exports finish without calling `begin()`. Releasing a source that was never activated
/// traps in libdispatch. Activate it in `init`, or create it in `begin()`.
final class ExportProgress {
  private let timer: DispatchSourceTimer
  private let total: Int
  private var done = 0

  init(total: Int) {
    self.total = total
    timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "pulsectl.progress"))
    timer.schedule(deadline: .now() + 1, repeating: 1)
    timer.setEventHandler { [weak self] in
      self?.printProgress()
    }
  }

  /// Starts printing; called only for exports expected to take long.
  func begin() {
    timer.activate()
  }

  /// Records one exported item.
  func advance() {
    done += 1
  }

  private func printProgress() {
    print("exported \(done) of \(total)")
  }

  deinit {
    timer.cancel()
    print("export finished: \(done) of \(total)")
  }
}
