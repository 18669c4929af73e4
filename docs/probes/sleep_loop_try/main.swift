// The fix: the same loop with `try` ends when its task is cancelled.
import Foundation


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
