import Foundation
import Testing

/// A user's clone has only the repository: no file may read or name a folder beside it.
@Suite struct SelfContainedTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Build output, run output and version control: not part of what a clone holds.
  static let skipped: Set<String> = [".build", ".git", ".swiftpm", "fuzz-out", "bench-out", "eval-out"]

  /// The sibling folder's name, spelled so that this file does not match itself.
  static let sibling = ["..", "shared"].joined(separator: "/")
  static let siblingFolders = ["docs", "schemas", "specimens", "corpus", "hooks"].map { "shared/" + $0 }
  /// The sibling folder's documents, which a clone does not have: the repo's own are in `docs/`.
  static let siblingDocuments = ["TRIAGE", "INTERFACE", "LINT", "ARCHITECTURE"].map { $0 + ".md" }

  @Test func noFileReadsOrNamesAFolderOutsideTheRepository() throws {
    var checked = 0
    var offenders: [String] = []
    let walker = FileManager.default.enumerator(
      at: Self.root, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      if Self.skipped.contains(url.lastPathComponent) {
        walker?.skipDescendants()
        continue
      }
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      checked += 1
      if text.contains(Self.sibling) || Self.siblingFolders.contains(where: text.contains)
        || Self.namesASiblingDocument(text)
      {
        offenders.append(String(url.path.dropFirst(Self.root.path.count + 1)))
      }
    }
    #expect(checked > 100, "walked \(checked) files under \(Self.root.path)")
    #expect(offenders.isEmpty, "refer to a folder outside the repository: \(offenders)")
  }

  /// A sibling document's name outside the repo's own `docs/` folder (which has an architecture doc).
  static func namesASiblingDocument(_ text: String) -> Bool {
    siblingDocuments.contains { name in
      var rest = text[...]
      while let found = rest.range(of: name) {
        if !text[..<found.lowerBound].hasSuffix("docs/") { return true }
        rest = rest[found.upperBound...]
      }
      return false
    }
  }

  @Test func codeCommentsPointAtDocumentsInTheRepository() throws {
    let facts = Self.root.appendingPathComponent("docs/triage-facts.md")
    #expect(FileManager.default.fileExists(atPath: facts.path))
  }

  @Test func theJUnitSchemaIsInTheRepository() {
    #expect(FileManager.default.fileExists(atPath: XMLValidator.schema.path))
  }
}
