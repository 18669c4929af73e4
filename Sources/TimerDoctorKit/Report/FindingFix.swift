/// The mechanical fix of a lint finding: what it does, how safe it is, and its replacements in
/// the finding's file, which `lint --fix` applies together or not at all.
public struct FindingFix: Codable, Hashable, Sendable {
  /// Whether `--fix` applies it, or only `--fix --unsafe-fixes`.
  public var safety: FixSafety
  /// One line saying what the fix does ("`.default` to `.common`").
  public var summary: String
  /// What the fixed code needs that the old code did not (an OS release, a Swift version), if anything.
  public var requires: String?
  /// The replacements, in file order, none overlapping.
  public var replacements: [FixReplacement]
  /// The content hash (`ContentHash`, hex) of the bytes the fix was made for: a file that no longer
  /// has it changed after lint read it and is not touched.
  public var sourceHash: String

  /// Creates a fix.
  public init(
    safety: FixSafety, summary: String, requires: String? = nil, replacements: [FixReplacement],
    sourceHash: String
  ) {
    self.safety = safety
    self.summary = summary
    self.requires = requires
    self.replacements = replacements
    self.sourceHash = sourceHash
  }

  /// "fixable with --fix: ..." as the text formats show it.
  public var display: String {
    "fixable with \(safety.options): \(summary)" + (requires.map { " (needs \($0))" } ?? "")
  }
}
