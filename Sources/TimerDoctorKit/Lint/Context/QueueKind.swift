/// What a queue expression is known to be.
enum QueueKind: Sendable, Equatable {
  /// `DispatchQueue.main`, `OperationQueue.main`.
  case main
  /// A serial `DispatchQueue(label:)` or an `OperationQueue()`: a worker thread, but serial.
  case serial
  /// `DispatchQueue.global(...)` or a queue with `attributes: .concurrent`.
  case concurrent
}
