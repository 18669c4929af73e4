/// What a queue expression is known to be.
enum QueueKind: Sendable, Equatable {
  /// `DispatchQueue.main`, `OperationQueue.main`.
  case main
  /// A serial `DispatchQueue(label:)`: a worker thread, one closure at a time.
  case serial
  /// `DispatchQueue.global(...)`, a queue with `attributes: .concurrent`, or an
  /// `OperationQueue()` (concurrent unless its `maxConcurrentOperationCount` is set to 1).
  case concurrent
}
