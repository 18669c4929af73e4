/// A `while` or `repeat` loop with a `Task.sleep` (or a clock's `sleep`) written directly in its
/// body: the loops that keep time in Swift concurrency code.
struct SleepingLoop: Sendable {
  /// The loop's block scope.
  var scope: Int
  /// The `while` or `repeat` keyword.
  var keyword: Int
  /// The condition's code indexes (after `while`, or after `repeat { } while`).
  var condition: Range<Int>
  /// The `sleep` names of the sleeps directly in the body, in code order.
  var sleeps: [Int]
  /// The `try` of each sleep whose error is dropped (`try? await Task.sleep(...)` as a statement,
  /// or `_ = try? ...`), by sleep.
  var droppedErrors: [Int: Int]
  /// Whether the condition or the body reads `isCancelled` or calls `checkCancellation()`.
  var checksCancellation: Bool
  /// A `try` whose error leaves the loop (not `try?` or `try!`), directly in the body, if any.
  var throwingTry: Int?
  /// The `break`, `return` and `throw` statements that leave the loop, in code order.
  var exits: [Int] = []

  /// Whether the condition is the literal `true`: only cancellation could end the loop, and
  /// nothing in it looks.
  var runsUntilCancelled = false
  /// Whether the condition is `!Task.isCancelled` (or another cancellation check alone).
  var conditionChecksCancellation = false
}
