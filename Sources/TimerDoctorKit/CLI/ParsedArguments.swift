/// A command's options and operands as given, checked against `OptionSpec` but not yet typed.
public struct ParsedArguments: Hashable, Sendable {
  /// The operands (paths, ids) in order.
  public var operands: [String] = []
  /// Values of options that take one, by option name, in order given.
  public var values: [String: [String]] = [:]
  /// Flags that were given.
  public var flags: Set<String> = []

  /// The single value of `name`, if given.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option.
  public func all(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the flag `name` was given.
  public func has(_ name: String) -> Bool { flags.contains(name) }
}
