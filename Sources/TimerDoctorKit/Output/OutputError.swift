/// A report or baseline that could not be written. The CLI prints it and exits 2.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path that could not be written.
  public var path: String
  /// Why, and what to do.
  public var reason: String

  /// Creates an output error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
