/// A lint finding's fix as JSON: what it does, how safe it is, and each replacement with its file,
/// byte range, line and column range, and new text (`scripts/apply-fixes` applies them).
struct JSONFix: Encodable, Sendable {
  var safety: FixSafety
  var summary: String
  var requires: String?
  var replacements: [Replacement]

  struct Replacement: Encodable, Sendable {
    var file: String
    var offset: Int
    var length: Int
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var text: String
  }

  init(_ fix: FindingFix, file: String) {
    safety = fix.safety
    summary = fix.summary
    requires = fix.requires
    replacements = fix.replacements.map {
      Replacement(
        file: file, offset: $0.offset, length: $0.length, line: $0.line, column: $0.column,
        endLine: $0.endLine, endColumn: $0.endColumn, text: $0.text)
    }
  }
}
