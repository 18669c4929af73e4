/// What a "BUG IN CLIENT OF LIBDISPATCH" line says beyond its prefix.
enum ClientMessage {
  /// Whether the line is the prefix alone: nothing after it but punctuation and an optional
  /// `Abort Cause N`, so it names no mechanism (docs/triage-facts.md §1).
  static func isBare(_ text: String) -> Bool {
    guard let prefix = text.range(of: "BUG IN CLIENT OF LIBDISPATCH") else { return false }
    var rest = text[prefix.upperBound...]
    if let cause = rest.range(of: "Abort Cause") {
      let digits = rest[cause.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
      rest = rest[..<cause.lowerBound] + rest[cause.upperBound...].drop { $0 == " " }.dropFirst(digits.count)
    }
    return rest.allSatisfy { $0.isWhitespace || $0.isPunctuation }
  }
}
