import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map` spread over all cores with `concurrentPerform`; the results keep the input order, so
  /// output stays deterministic whatever the scheduling.
  ///
  /// Elements are taken in small contiguous chunks (a few per core and then some, so a slow
  /// element does not leave a core idle), and each result is written straight into its own slot
  /// of the result: no lock, since no two tasks share a slot.
  func concurrentMap<Value: Sendable>(_ transform: @Sendable (Element) -> Value) -> [Value] {
    guard count > 1 else { return map(transform) }
    let chunks = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 16)
    return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = ResultSlots(base: buffer.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let start = chunk * count / chunks
        let end = (chunk + 1) * count / chunks
        for index in start..<end { slots.store(transform(self[index]), at: index) }
      }
      initialized = count
    }
  }
}

/// The uninitialised result buffer of one `concurrentMap`: each index is initialised exactly
/// once, by the one task whose chunk holds it, and read only after all tasks have finished.
private struct ResultSlots<Value>: @unchecked Sendable {
  let base: UnsafeMutablePointer<Value>

  /// Initialises slot `index` with `value`.
  func store(_ value: Value, at index: Int) {
    (base + index).initialize(to: value)
  }
}
