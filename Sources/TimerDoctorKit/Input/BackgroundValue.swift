import Dispatch

/// A value computed on another thread while the caller does other work (the lint cache's record
/// is read and parsed while the folders are walked); `value` waits for it.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  // Written once by the background block before it signals `done`, read only after the wait.
  private var result: Value?

  /// Starts `make` on a global queue.
  init(_ make: @escaping @Sendable () -> Value) {
    DispatchQueue.global().async {
      self.result = make()
      self.done.signal()
    }
  }

  /// The value, once computed (waits for it the first time).
  lazy var value: Value = {
    done.wait()
    return result!
  }()
}
