import Foundation
import Testing

@testable import TimerDoctorKit

@Suite("Rules/ entry parser")
struct CatalogParserTests {
  static let crashEntry = """
    ---
    id: release_while_suspended
    kind: crash
    title: Release of a suspended timer
    severity: error
    summary: "A suspended timer was released."
    frames:
      - _dispatch_queue_xref_dispose
      - '-[OS_dispatch_source _xref_dispose]'
    messages:
      - Release of a suspended object
    also_consistent_with:
      - suspend_imbalance
    ---

    # Release of a suspended timer

    ## Why
    Text.

    ## How to fix
    ```swift
    timer.resume()
    ```

    ## Triggering examples
    ```swift
    let a = 1
    ```
    ```text
    not swift
    ```

    ## Non-triggering examples
    ```swift
    let b = 2
    ```
    """

  @Test func parsesFrontMatterListsAndExamples() throws {
    let entry = try CatalogEntry(parsing: Self.crashEntry, file: "Rules/release_while_suspended.md")
    #expect(entry.id == "release_while_suspended")
    #expect(entry.kind == .crash)
    #expect(entry.defaultSeverity == .error)
    #expect(entry.summary == "A suspended timer was released.")
    #expect(entry.frames == ["_dispatch_queue_xref_dispose", "-[OS_dispatch_source _xref_dispose]"])
    #expect(entry.messages == ["Release of a suspended object"])
    #expect(entry.alsoConsistentWith == ["suspend_imbalance"])
    #expect(entry.examples.map(\.triggers) == [true, false])
    #expect(entry.examples.map(\.code) == ["let a = 1\n", "let b = 2\n"])
    // The first example's code starts on line 28 of the file.
    #expect(entry.examples.first?.line == 28)
    #expect(entry.body.hasPrefix("\n# Release of a suspended timer"))
  }

  @Test func crlfEntryParsesLikeTheLFOne() throws {
    let lf = try CatalogEntry(parsing: Self.crashEntry, file: "Rules/release_while_suspended.md")
    let crlf = try CatalogEntry(
      parsing: Self.crashEntry.replacingOccurrences(of: "\n", with: "\r\n") + "\r",
      file: "Rules/release_while_suspended.md")
    #expect(crlf.frames == lf.frames)
    #expect(crlf.summary == lf.summary)
    #expect(crlf.body == lf.body)
    #expect(crlf.bodyLine == lf.bodyLine)
    #expect(crlf.examples.map(\.code) == lf.examples.map(\.code))
  }

  /// The body keeps a carriage return that does not end a line, as splitting into lines did.
  @Test(arguments: ["a\rb", "a\r\rb\r\r\n", "\r", "x\r\n\r\ny\r"])
  func carriageReturnsOnlyEndLines(body: String) throws {
    let entry = try CatalogEntry(
      parsing: "---\nid: x\nkind: lint\nseverity: error\ntitle: T\nmessage: M\nsummary: S\n---\n" + body,
      file: "Rules/x.md")
    // Split as bytes: as a String, "\r\n" is one Character and would not split at "\n".
    let lines = Array(body.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      line in line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
    }
    #expect(
      entry.body == String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self))
  }

  @Test(arguments: [
    ("id: x\n---\n", "Rules/x.md:1: missing front matter: start the file with a `---` line"),
    ("---\nid: x\n", "Rules/x.md:1: front matter opened here is never closed"),
    ("---\nid: x\ncolour: red\n---\n", "Rules/x.md:3: unknown key `colour`"),
    ("---\nid: x\nid: y\n---\n", "Rules/x.md:3: duplicate key `id`"),
    ("---\nid: x\nkind: rule\n---\n", "Rules/x.md:3: bad kind `rule`: use `lint` or `crash`"),
    ("---\nid: x\nkind: lint\nseverity: fatal\n---\n", "Rules/x.md:4: bad severity `fatal`"),
    ("---\nid: x\nkind: lint\nseverity: error\n---\n", "Rules/x.md:1: missing `title:`"),
    ("---\n  - orphan\n---\n", "Rules/x.md:2: unexpected indented line"),
    ("---\njust text\n---\n", "Rules/x.md:2: expected `key: value`"),
    ("---\nid: a b\n---\n", "Rules/x.md:2: bad id `a b`"),
    (
      "---\nid: x\nkind: lint\nseverity: error\ntitle: T\nsummary: S\nframes:\n  - f\n---\n",
      "Rules/x.md:7: `frames` is for crash entries only"
    ),
  ])
  func malformedEntriesNameFileAndLine(text: String, expected: String) {
    #expect(throws: FileError.self) { try CatalogEntry(parsing: text, file: "Rules/x.md") }
    do {
      _ = try CatalogEntry(parsing: text, file: "Rules/x.md")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(error.description)")
    }
  }

  @Test func idMustMatchTheFileName() throws {
    #expect(throws: FileError.self) {
      try Catalog.parse(files: [("Rules/other_name.md", Self.crashEntry)])
    }
  }

  @Test func userEntriesAddSignaturesToBuiltInPatterns() throws {
    let builtIn = try Catalog.parse(files: [("Rules/release_while_suspended.md", Self.crashEntry)])
    let folder = try TemporaryRulesFolder()
    defer { folder.remove() }
    try folder.write(
      "release_while_suspended.md",
      Self.crashEntry.replacingOccurrences(
        of: "  - _dispatch_queue_xref_dispose\n", with: "  - my_custom_frame\n"))
    let merged = try builtIn.adding(directory: folder.path)
    let frames = merged.entry("release_while_suspended")?.frames ?? []
    #expect(
      frames == ["_dispatch_queue_xref_dispose", "-[OS_dispatch_source _xref_dispose]", "my_custom_frame"])
  }
}
