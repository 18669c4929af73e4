import Dispatch
import Foundation

/// A value computed on another thread while the caller does other work (the lint cache's record
/// is read and parsed while the folders are walked); `value` waits for it.
///
/// The work gets a thread of its own rather than a Dispatch worker: a caller that waits for it
/// from a worker (a test, or lint inside a parallel map) then never waits for a worker it holds.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once by the background thread before it signals `done`, read only after the wait.
  private var result: Value?

  /// Starts `make` on a new thread.
  init(_ make: @escaping @Sendable () -> Value) {
    let thread = Thread {
      self.result = make()
      self.done.signal()
    }
    thread.start()
  }

  /// The value, once computed (waits for it the first time).
  lazy var value: Value = {
    done.wait()
    return result!
  }()
}
