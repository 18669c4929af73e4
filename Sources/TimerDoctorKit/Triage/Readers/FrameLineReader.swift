/// One shape of frame line: how to read it, and whether its marker claims a line for itself.
/// `FrameLineParser.readers` tries them in a documented order.
protocol FrameLineReader: Sendable {
  /// The shape it reads (reports count their lines per shape to name their format).
  var shape: FrameLineShape { get }
  /// Whether a line is this shape's for sure (a unique marker), so no later reader tries it.
  func claims(_ body: ArraySlice<UInt8>) -> Bool
  /// The frame on the trimmed line `body`, or `nil` when the line is not of this shape.
  func read(_ body: ArraySlice<UInt8>) -> CrashFrame?
}

extension FrameLineReader {
  func claims(_ body: ArraySlice<UInt8>) -> Bool { false }
}
