/// A pattern's summary as the second half of a verdict's headline, in its two forms: whole, and
/// without the libdispatch message it quotes (` with "Release of a suspended object"`), for a
/// verdict whose report does not contain that message. Made once per pattern.
struct Headline: Sendable {
  /// The summary as it is.
  let whole: String
  /// The quoted message, if the summary quotes one.
  let quoted: String?
  /// The summary without ` with "<quoted>"`.
  let unquoted: String

  init(_ summary: String) {
    whole = summary
    guard let with = summary.range(of: " with \""),
      let close = summary[with.upperBound...].firstIndex(of: "\"")
    else {
      quoted = nil
      unquoted = summary
      return
    }
    quoted = String(summary[with.upperBound..<close])
    unquoted = String(summary[..<with.lowerBound] + summary[summary.index(after: close)...])
  }

  /// The headline for a verdict with `evidence`: a frame-only verdict must not quote a line
  /// nobody saw.
  func text(evidence: [String]) -> String {
    guard let quoted else { return whole }
    return evidence.contains { $0.containsBytes(quoted) } ? whole : unquoted
  }
}
