import Testing

@testable import TimerDoctorKit

/// Shared-code lines of a rule book entry are replaced by their snippets; the text around them is
/// kept byte for byte.
@Suite("Shared code")
struct SharedCodeTests {
  static let snippets = ["A.swift": "let a = 1\n", "B.swift": "let b = 2"]

  static func expand(_ text: String) throws -> String {
    try SharedCode.expand(text, file: "Rules/x.md", snippets: snippets)
  }

  @Test func replacesEachSharedCodeLineAndKeepsTheRest() throws {
    let text = """
      Shared code: [A.swift](snippets/A.swift)
      Between, with Shared code: [A.swift](snippets/A.swift) mid-line.
      Shared code: [B.swift](snippets/B.swift)
      Shared code: [A.swift](snippets/A.swift)
      """
    #expect(
      try Self.expand(text) == """
        ```swift
        let a = 1
        ```
        Between, with Shared code: [A.swift](snippets/A.swift) mid-line.
        ```swift
        let b = 2
        ```
        ```swift
        let a = 1
        ```
        """)
  }

  @Test func leavesTextWithoutSharedCodeAsItIs() throws {
    let text = "# Entry\n\nShared code: [not a link\nShared code: [A.swift](elsewhere/A.swift)\n"
    #expect(try Self.expand(text) == text)
    #expect(try Self.expand("") == "")
  }

  @Test func aMissingSnippetAfterAReplacedOneIsAnErrorAtItsLine() {
    let text =
      "one\nShared code: [A.swift](snippets/A.swift)\nthree\nShared code: [C.swift](snippets/C.swift)\n"
    let error = #expect(throws: FileError.self) { try Self.expand(text) }
    #expect(error?.line == 4)
    #expect(error?.path == "Rules/x.md")
  }
}
