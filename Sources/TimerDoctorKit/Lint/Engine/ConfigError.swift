/// An invalid `.timerdoctor.json` or baseline: one line naming the file, the key and the fix.
public struct ConfigError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The file at fault.
  public var path: String
  /// What is wrong and how to fix it, naming the key.
  public var reason: String

  /// Creates an error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
