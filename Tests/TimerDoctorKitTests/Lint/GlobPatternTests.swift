import Testing

@testable import TimerDoctorKit

/// `included` / `excluded` globs.
@Suite struct GlobPatternTests {
  @Test(arguments: [
    ("Sources", "Sources/A.swift", true),
    ("./Sources/", "Sources/Deep/A.swift", true),
    ("Sources", "Tests/A.swift", false),
    ("*.swift", "A.swift", true),
    ("*.swift", "Sources/A.swift", false),
    ("**/*.swift", "Sources/Deep/A.swift", true),
    ("**/Generated", "App/Generated/X.swift", true),
    ("**/Generated", "App/Generatedness/X.swift", false),
    ("Sources/**/Mock?.swift", "Sources/a/b/Mock1.swift", true),
    ("Sources/**/Mock?.swift", "Sources/a/b/Mock12.swift", false),
    ("S*s", "Sources/x", true),
    ("Sources/*", "Sources", false),
  ])
  func matches(pattern: String, path: String, expected: Bool) {
    #expect(GlobPattern(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
  }
}
