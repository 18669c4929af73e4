/// One call of `resume` / `suspend` / `cancel` / `activate` / `invalidate` on a named receiver,
/// or an assignment to it: a creation, `nil` (`release`), or another value (`replace`: a timer
/// made elsewhere, `timer = Self.makeTimer()`).
struct TimerEvent: Sendable {
  enum Operation: Sendable { case create, resume, suspend, cancel, activate, invalidate, release, replace }
  var codeIndex: Int
  var operation: Operation
  var receiver: String
}
