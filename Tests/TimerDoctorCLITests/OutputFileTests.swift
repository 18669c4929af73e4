import Foundation
import Testing

@Suite("--output (runs the binary)")
struct OutputFileTests {
  @Test func writesTheReportAndNothingToStdout() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("A.swift", "struct A {}\n")
    let report = folder.url.appendingPathComponent("report.json").path
    let run = try BinaryRun.run(["lint", "--format", "json", "--output", report, folder.url.path])
    #expect(run.status == 0)
    #expect(run.standardOutput.isEmpty)
    #expect(run.standardError.contains("wrote the json report to"))
    let data = try Data(contentsOf: URL(fileURLWithPath: report))
    #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
      $0.contains(".tmp-")
    }
    #expect(leftovers.isEmpty)
    #expect(
      try BinaryRun.run(["lint", "--quiet", "--output", report, folder.url.path]).standardError.isEmpty)
  }

  @Test func refusesToWriteOverAnInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let source = try folder.write("A.swift", "struct A {}\n")
    let run = try BinaryRun.run(["lint", "--output", source.path, folder.url.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("refusing to write the report over the input"))
    #expect(try String(contentsOf: source, encoding: .utf8) == "struct A {}\n")
  }

  @Test func anUnwritablePathExitsTwoNamingIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("A.swift", "struct A {}\n")
    let target = folder.url.appendingPathComponent("missing/dir/report.txt").path
    let run = try BinaryRun.run(["lint", "--output", target, folder.url.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(target): cannot write"))
    #expect(!FileManager.default.fileExists(atPath: target))
  }
}
