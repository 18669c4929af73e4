/// One call of `resume` / `suspend` / `cancel` / `activate` / `invalidate` on a named receiver.
struct TimerEvent: Sendable {
  enum Operation: Sendable { case create, resume, suspend, cancel, activate, invalidate, release }
  var k: Int
  var operation: Operation
  var receiver: String
}
