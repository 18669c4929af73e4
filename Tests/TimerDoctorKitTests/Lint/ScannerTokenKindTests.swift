import Testing

@testable import TimerDoctorKit

/// The scanner gives each construct the token kind the rules rely on.
@Suite struct ScannerTokenKindTests {
  /// The non-whitespace tokens of `code` as `kind text`.
  static func tokens(_ code: String) -> [String] {
    let bytes = Array(code.utf8)
    return Scanner.scan(bytes).filter { $0.kind != .whitespace && $0.kind != .newline }.map {
      "\($0.kind) \(String(decoding: bytes[$0.range], as: UTF8.self))"
    }
  }

  @Test func aRawStringIsOneStringToken() {
    #expect(
      Self.tokens(##"x = #"a "quoted" \(notInterpolated) Timer"#"##) == [
        "identifier x", "operator =", ##"string #"a "quoted" \(notInterpolated) Timer"#"##,
      ])
  }

  @Test func aSlashAfterAnOperatorStartsARegex() {
    #expect(
      Self.tokens("let r = /[a-z]+/") == ["identifier let", "identifier r", "operator =", "regex /[a-z]+/"])
    #expect(Self.tokens("#/ext / regex/#") == ["regex #/ext / regex/#"])
  }

  @Test func slashesBetweenOperandsAreOperators() {
    #expect(
      Self.tokens("a/b/c") == ["identifier a", "operator /", "identifier b", "operator /", "identifier c"])
    #expect(
      Self.tokens("f(x) / 2 / y") == [
        "identifier f", "punctuation (", "identifier x", "punctuation )",
        "operator /", "number 2", "operator /", "identifier y",
      ])
  }

  @Test func aLineCommentEndsAtItsLineBreakOfAnyKind() {
    #expect(Self.tokens("// Timer() \\\nx") == ["lineComment // Timer() \\", "identifier x"])
    #expect(Self.tokens("// a\rx") == ["lineComment // a", "identifier x"])
    #expect(Self.tokens("// a\r\nx") == ["lineComment // a", "identifier x"])
    // A `\r` after the line's `\n` belongs to a later line.
    #expect(
      Self.tokens("// a\nx // b\ry") == [
        "lineComment // a", "identifier x", "lineComment // b", "identifier y",
      ])
    #expect(Self.tokens("x // last") == ["identifier x", "lineComment // last"])
  }

  @Test func aNestedBlockCommentIsOneToken() {
    #expect(
      Self.tokens("/* a /* Timer() */ c */ x") == ["blockComment /* a /* Timer() */ c */", "identifier x"])
  }

  @Test func interpolationBoundariesAreTokens() {
    #expect(
      Self.tokens(#""a\(f("s)")) b""#) == [
        #"string "a"#, #"interpolationStart \("#, "identifier f", "punctuation (", #"string "s)""#,
        "punctuation )", "interpolationEnd )", #"string  b""#,
      ])
    #expect(
      Self.tokens(##"#"r\#(x)"#"##) == [
        ##"string #"r"##, ##"interpolationStart \#("##, "identifier x",
        "interpolationEnd )", ##"string "#"##,
      ])
  }

  @Test func attributesAndPoundKeywordsAreTheirOwnKinds() {
    #expect(
      Self.tokens("@MainActor #if os(iOS)") == [
        "attribute @MainActor", "pound #if", "identifier os", "punctuation (", "identifier iOS",
        "punctuation )",
      ])
  }
}
