// What a sleeping loop written with `try?` does once its task is cancelled.
//
// `Task.sleep` checks for cancellation and throws `CancellationError` at once on a cancelled task,
// without sleeping. `try?` turns that error into nil, so the loop goes round again, and again.
import Foundation


let iterations = Counter()
let loop = Task {
  while true {
    try? await Task.sleep(for: .seconds(1))
    iterations.increment()
  }
}
// Let the loop start its first one-second sleep, then cancel it.
try await Task.sleep(for: .milliseconds(200))
print("before cancel(): \(iterations.value) iterations (each asks to sleep 1 s)")
loop.cancel()

// Without the spin, 10,000 more iterations would take 10,000 seconds. Give it 20.
let deadline = Date().addingTimeInterval(20)
while iterations.value < 10_000 && Date() < deadline {
  try await Task.sleep(for: .milliseconds(10))
}
if iterations.value >= 10_000 {
  print("after cancel(): over 10000 iterations within seconds: Task.sleep threw at once and try? dropped the error")
  print("the loop spins: yes")
} else {
  print("after cancel(): \(iterations.value) iterations")
  print("the loop spins: no")
}
exit(0)
