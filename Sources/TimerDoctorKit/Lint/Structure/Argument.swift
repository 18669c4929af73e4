/// One argument of a call: its label (if any) and the code range of its value.
struct Argument: Sendable {
  /// The label, e.g. `queue` in `queue: .main`.
  var label: String?
  /// Code index of the label, or -1.
  var labelIndex: Int
  /// Code range of the value.
  var value: Range<Int>
}
