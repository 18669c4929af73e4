/// The scanner's explicit mode: plain code (possibly inside an interpolation) or string text.
enum ScanMode {
  /// Code. `interpolationParens` counts the `(` open inside the current interpolation; it is
  /// `nil` at the top level, where a `)` never ends anything.
  case code(interpolationParens: Int?)
  /// The text of a string literal with the given delimiters.
  case string(StringStyle)
}

/// The delimiters of a string literal.
struct StringStyle {
  /// `"""` rather than `"`.
  var multiline: Bool
  /// The number of `#` around a raw string (0 for a plain string).
  var hashes: Int
}
