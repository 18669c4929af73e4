/// SARIF 2.1.0 `fix` objects (§3.55): a lint finding's fix as artifact changes, each replacement a
/// deleted region (line and column, and the same bytes as `byteOffset`/`byteLength`) and the text
/// inserted there.
extension SARIFLog {
  struct Fix: Encodable {
    var description: Text
    var artifactChanges: [ArtifactChange]

    /// The fix of `finding` in the finding's file.
    init(_ fix: FindingFix, file: String) {
      description = Text(
        text: "\(fix.summary) (\(fix.safety.rawValue)\(fix.requires.map { "; needs \($0)" } ?? ""))")
      artifactChanges = [
        ArtifactChange(
          artifactLocation: ArtifactLocation(path: file),
          replacements: fix.replacements.map { replacement in
            Replacement(
              deletedRegion: Region(
                startLine: replacement.line, startColumn: replacement.column, endLine: replacement.endLine,
                endColumn: replacement.endColumn, byteOffset: replacement.offset,
                byteLength: replacement.length),
              insertedContent: replacement.text.isEmpty ? nil : Text(text: replacement.text))
          })
      ]
    }
  }

  struct ArtifactChange: Encodable {
    var artifactLocation: ArtifactLocation
    var replacements: [Replacement]
  }

  struct Replacement: Encodable {
    var deletedRegion: Region
    var insertedContent: Text?
  }
}
