// The fix: the same loop with `try` ends when its task is cancelled.
import Foundation

final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() { lock.withLock { count += 1 } }
  var value: Int { lock.withLock { count } }
}

let iterations = Counter()
let loop = Task {
  while true {
    try await Task.sleep(for: .seconds(1))
    iterations.increment()
  }
}
try await Task.sleep(for: .milliseconds(200))
loop.cancel()
let result = await loop.result
switch result {
case .failure(let error): print("after cancel(): the loop ended with \(type(of: error))")
case .success: print("after cancel(): the loop ended without an error")
}
print("iterations: \(iterations.value)")
