/// A frame's symbol normalised for matching (docs/triage-facts.md §2).
///
/// `key` drops ` + 123` offsets, `[inlined]`, `$VARIANT$...` suffixes, `.cold.N` stubs and
/// leading underscores (reporters add or drop one; Markdown turns a pair into `**`), so `__dispatch_queue_xref_dispose.cold.1 + 8`
/// and `_dispatch_queue_xref_dispose` have the same key. Whether a `.cold.N` suffix was
/// present is kept, because `dispatch_source_cancel.cold.2` is not a trap.
struct FrameName: Hashable, Sendable {
  /// The normalised name used for matching.
  let key: String
  /// Whether the symbol was an outlined `.cold.N` stub.
  let isCold: Bool

  /// Normalises `symbol`, working on its UTF-8 bytes.
  init(_ symbol: String) {
    var utf8 = Array(symbol.utf8)[...]
    for marker: StaticString in [" + ", "[inlined]", "$VARIANT$"] {
      if let cut = utf8.firstIndex(of: marker) { utf8 = utf8[..<cut] }
    }
    utf8 = utf8.trimmed
    var cold = false
    if let dot = utf8.lastIndex(of: ".cold."), utf8[(dot + 6)...].isDigits {
      cold = true
      utf8 = utf8[..<dot]
    }
    // Markdown turns `__x__` into bold: a paste may read `**NSFireTimer` or `..._FUNCTION**`.
    while utf8.first == UInt8(ascii: "_") || utf8.first == UInt8(ascii: "*") { utf8 = utf8.dropFirst() }
    var text = utf8.text
    if text.hasSuffix("**") { text = String(text.dropLast(2)) + "__" }
    key = text
    isCold = cold
  }
}
