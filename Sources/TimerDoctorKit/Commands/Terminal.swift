/// What the runner needs to know about where its output goes.
public struct Terminal: Sendable {
  /// Whether stdout is a terminal (colour is only used then).
  public var standardOutputIsTerminal: Bool
  /// Whether stderr is a terminal (progress is only shown then).
  public var standardErrorIsTerminal: Bool
  /// Whether `NO_COLOR` is set to a non-empty value.
  public var noColorRequested: Bool

  /// Creates a terminal description.
  public init(standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool, noColorRequested: Bool) {
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.noColorRequested = noColorRequested
  }

  /// Pipes everywhere: no colour, no progress (tests and CI).
  public static let pipes = Terminal(
    standardOutputIsTerminal: false, standardErrorIsTerminal: false, noColorRequested: false)
}
