/// The timer events of one function on one receiver (`stop()` on `self.timer`): the unit a
/// sequence rule replays in order.
struct FunctionReceiver: Hashable {
  /// The function's scope index (`nil`: top level).
  var function: Int?
  /// The receiver as written (`timer`, `self.poller.timer`).
  var receiver: String
}
