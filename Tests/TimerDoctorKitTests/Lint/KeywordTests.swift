import Testing

@testable import TimerDoctorKit

/// The identifiers the structure layer reads as keywords, and the near misses it must not.
@Suite("Keywords")
struct KeywordTests {
  /// The keyword of the first code token of `source`.
  static func keyword(in source: String) -> Keyword? {
    Keyword.of(SourceFile(path: "k.swift", bytes: Array(source.utf8)), 0)
  }

  @Test func everyKeywordIsReadFromItsSpelling() {
    for keyword in Keyword.allCases {
      #expect(Self.keyword(in: keyword.rawValue + " x") == keyword, "\(keyword.rawValue)")
    }
  }

  @Test func wordsThatShareAFirstByteOrALengthAreNoKeywords() {
    // Each shares its first byte with a keyword, its length, or both (`dot` with `do`, `deinits`
    // one byte past `deinit`), so neither test alone may decide.
    for word in [
      "self", "sets", "Set", "dot", "deinits", "inits", "iff", "i", "guards", "varx", "le", "clas", "Class",
      "precedencegroups", "protocols", "returns", "x", "_",
    ] {
      #expect(Self.keyword(in: word + " x") == nil, "\(word)")
    }
  }

  @Test func onlyIdentifiersAreKeywords() {
    #expect(Self.keyword(in: "\"func\"") == nil)
    #expect(Self.keyword(in: "// func\nvalue") == nil)
    #expect(Self.keyword(in: "#if") == nil)
    #expect(Self.keyword(in: "`func`") == nil)
  }
}
