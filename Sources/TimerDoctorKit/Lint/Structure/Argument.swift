/// One argument of a call: its label (if any) and the code range of its value.
struct Argument: Sendable {
  /// The label, e.g. `queue` in `queue: .main`.
  var label: String?
  /// Code range of the value.
  var value: Range<Int>
}
