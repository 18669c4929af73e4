import Foundation
import Testing

/// `--path-base DIR` and `--absolute-paths`, in every format, run against the binary: a monorepo
/// job that lints `ios/Sources` from `ios/` shows repository-relative paths with
/// `--path-base ..`, and Xcode gets absolute ones.
@Suite struct PathOptionTests {
  static let view = """
    final class ClockView: UIView {
      func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
      }
    }
    """

  static let formats = ["text", "json", "junit", "sarif", "github"]

  /// How each format spells a path, so the test looks for the whole field, not a substring.
  static func spelled(_ path: String, in format: String) -> String {
    switch format {
    case "text": "\(path):3:11: warning:"
    case "json": "\"file\" : \"\(path)\""
    case "junit": "classname=\"\(path)\""
    case "sarif": path.hasPrefix("/") ? "\"uri\" : \"file://\(path)\"" : "\"uri\" : \"\(path)\""
    default: "file=\(path),line=3"
    }
  }

  @Test(arguments: formats) func pathBaseShowsPathsRelativeToIt(format: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("ios/Sources/ClockView.swift", Self.view)
    let ios = folder.url.appendingPathComponent("ios")
    let plain = try BinaryRun.run(["lint", "--quiet", "--format", format, "Sources"], in: ios)
    #expect(plain.standardOutput.contains(Self.spelled("Sources/ClockView.swift", in: format)), "\(plain)")
    let based = try BinaryRun.run(
      ["lint", "--quiet", "--format", format, "--path-base", "..", "Sources"], in: ios)
    #expect(based.status == 0, "\(based.standardError)")
    #expect(
      based.standardOutput.contains(Self.spelled("ios/Sources/ClockView.swift", in: format)), "\(based)")
    if format == "sarif" {
      let root = folder.url.resolvingSymlinksInPath().path
      #expect(based.standardOutput.contains("\"uri\" : \"file://\(root)/\""), "SRCROOT is the base")
    }
  }

  @Test(arguments: formats) func absolutePathsShowEveryPathAbsolute(format: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("Sources/ClockView.swift", Self.view)
    let run = try BinaryRun.run(
      ["lint", "--quiet", "--format", format, "--absolute-paths", "Sources"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    let absolute = folder.url.resolvingSymlinksInPath().path + "/Sources/ClockView.swift"
    let shown =
      run.standardOutput.contains(Self.spelled(absolute, in: format))
      || run.standardOutput.contains(Self.spelled(folder.url.path + "/Sources/ClockView.swift", in: format))
    #expect(shown, "\(run.standardOutput)")
  }

  @Test func aPathBaseThatIsNoFolderIsAUsageError() throws {
    let run = try BinaryRun.run(["lint", "--path-base", "/no/such/folder", "."])
    #expect(run.status == 64)
    #expect(run.standardError.contains("--path-base /no/such/folder: no such folder"))
  }

  @Test func triageShowsReportPathsTheSameWay() throws {
    let run = try BinaryRun.run(
      ["triage", "--quiet", "--format", "json", "--absolute-paths", "SampleLogs/ips"])
    let root = BinaryRun.packageRoot.path
    #expect(
      run.standardOutput.contains("\"file\" : \"\(root)/SampleLogs/ips/"), "\(run.standardOutput.prefix(400))"
    )
  }
}
