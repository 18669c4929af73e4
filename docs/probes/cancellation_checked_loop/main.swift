// `while !Task.isCancelled { try? await Task.sleep(...); work() }`: cancelled during its sleep,
// the sleep throws at once, `try?` drops the error, and `work()` runs once more before the loop
// checks `Task.isCancelled` and ends.
import Foundation


let work = Counter()
let loop = Task {
  while !Task.isCancelled {
    try? await Task.sleep(for: .seconds(1))
    work.increment()
  }
}
try await Task.sleep(for: .milliseconds(200))
print("work() before cancel(): \(work.value)")
loop.cancel()
await loop.value
print("work() after cancel(): \(work.value) (one more run, after the cancelled sleep)")
