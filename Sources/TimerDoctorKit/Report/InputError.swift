/// An input that could not be read or parsed. The run goes on with the other inputs and exits 2.
public struct InputError: Codable, Hashable, Sendable, Error {
  /// The input's path as shown to the user, or `-` for stdin.
  public var path: String
  /// One line saying what is wrong, without the path, e.g. `not a crash report: no frame found`.
  public var message: String

  /// Creates an input error.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`, the line printed on stderr.
  public var line: String { "\(path): \(message)" }
}
