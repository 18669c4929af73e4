/// A command line that cannot be run. The CLI prints the message and the usage, and exits 64.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// One line: what is wrong and how to fix it.
  public var message: String
  /// The command whose usage to print, or `nil` for the tool's usage.
  public var command: Subcommand?

  /// Creates a usage error.
  public init(_ message: String, command: Subcommand? = nil) {
    self.message = message
    self.command = command
  }

  /// The message.
  public var description: String { message }
}
