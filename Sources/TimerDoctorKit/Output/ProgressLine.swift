import Foundation

/// A `done/total files` line on stderr while a long run goes on. It appears only when enabled
/// (stderr is a terminal and `--quiet` is off) and the run has taken more than a second, redraws at
/// most ten times a second, and erases itself at the end, so pipes and CI logs never see it.
public final class ProgressLine: @unchecked Sendable {
  private let total: Int
  private let noun: String
  private let enabled: Bool
  private let start = Date()
  private let lock = NSLock()
  private var done = 0
  private var lastDraw = Date.distantPast
  private var drawn = false

  /// Creates a progress line for `total` items called `noun` (e.g. `files`).
  public init(total: Int, noun: String, enabled: Bool) {
    self.total = total
    self.noun = noun
    self.enabled = enabled
  }

  /// Counts one more item done; safe to call from any thread.
  public func advance() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    done += 1
    let now = Date()
    guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastDraw) > 0.1 else { return }
    lastDraw = now
    drawn = true
    write("\r\u{1B}[K\(done)/\(total) \(noun)")
  }

  /// Erases the line if it was drawn.
  public func finish() {
    lock.lock()
    defer { lock.unlock() }
    if drawn { write("\r\u{1B}[K") }
    drawn = false
  }

  private func write(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
