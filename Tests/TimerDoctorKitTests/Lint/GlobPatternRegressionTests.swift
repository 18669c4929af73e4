import Testing

@testable import TimerDoctorKit

/// Glob matching must stay correct and fast on patterns a fuzzer found to make the old
/// backtracking matcher spin (fuzz-out/config timeout, `scripts/fuzz config`).
@Suite struct GlobPatternRegressionTests {
  @Test(arguments: [
    ("Sources/**", "Sources/App/A.swift", true),
    ("Sources/**", "Tests/A.swift", false),
    ("**/*Tests.swift", "Tests/App/PollerTests.swift", true),
    ("**/*Tests.swift", "Tests/App/Poller.swift", false),
    ("Sources/Generated", "Sources/Generated/X.swift", true),
    ("Sources/Gen?rated/*.swift", "Sources/Generated/X.swift", true),
    ("a/**/b/**/c", "a/x/b/y/z/c/d.swift", true),
    ("a/**/b/**/c", "a/x/c/y/b.swift", false),
    ("*.swift", "A.swift", true),
    ("**", "anything/at/all.swift", true),
    ("./Sources/", "Sources/Deep/A.swift", true),
    ("*.swift", "Sources/A.swift", false),
    ("**/Generated", "App/Generated/X.swift", true),
    ("**/Generated", "App/Generatedness/X.swift", false),
    ("Sources/**/Mock?.swift", "Sources/a/b/Mock12.swift", false),
    ("Sources/*", "Sources", false),
  ])
  func matchesLikeAGlob(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected)
  }

  @Test func manyStarsDoNotBacktrackExponentially() {
    let stars = String(repeating: "*", count: 117) + "inAAAA"
    #expect(!GlobPattern(stars).matches("Sources/" + String(repeating: "A", count: 300) + "x.swift"))
    #expect(GlobPattern(stars).matches("xxinAAAA/A.swift"))
    let doubleStars = Array(repeating: "**/a*", count: 40).joined(separator: "/") + "/zz"
    let path = Array(repeating: "ab", count: 60).joined(separator: "/") + "/x.swift"
    #expect(!GlobPattern(doubleStars).matches(path))
  }
}
