import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map` spread over all cores with `concurrentPerform`; the results keep the input order, so
  /// output stays deterministic whatever the scheduling.
  func concurrentMap<Value: Sendable>(_ transform: @Sendable (Element) -> Value) -> [Value] {
    let slots = Slots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots.store(transform(self[index]), at: index)
    }
    return slots.values
  }
}

/// One slot per element, each written once by one `concurrentPerform` iteration.
private final class Slots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Every slot's value; all are stored once `concurrentPerform` has returned.
  var values: [Value] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
