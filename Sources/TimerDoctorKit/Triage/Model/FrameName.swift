import Foundation

/// A frame's symbol normalised for matching (TRIAGE.md section 2).
///
/// `key` drops ` + 123` offsets, `[inlined]`, `$VARIANT$...` suffixes, `.cold.N` stubs and
/// leading underscores (reporters add or drop one), so `__dispatch_queue_xref_dispose.cold.1 + 8`
/// and `_dispatch_queue_xref_dispose` have the same key. Whether a `.cold.N` suffix was
/// present is kept, because `dispatch_source_cancel.cold.2` is not a trap.
struct FrameName: Hashable, Sendable {
  /// The normalised name used for matching.
  let key: String
  /// Whether the symbol was an outlined `.cold.N` stub.
  let isCold: Bool

  /// Normalises `symbol`.
  init(_ symbol: String) {
    var text = Substring(symbol)
    if let plus = text.range(of: " + ") { text = text[..<plus.lowerBound] }
    if let inlined = text.range(of: "[inlined]") { text = text[..<inlined.lowerBound] }
    if let variant = text.range(of: "$VARIANT$") { text = text[..<variant.lowerBound] }
    text = text.strippedSpaces
    var cold = false
    if let dot = text.range(of: ".cold.", options: .backwards),
      text[dot.upperBound...].allSatisfy(\.isNumber)
    {
      cold = true
      text = text[..<dot.lowerBound]
    }
    while text.first == "_" { text = text.dropFirst() }
    key = String(text)
    isCold = cold
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var strippedSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
