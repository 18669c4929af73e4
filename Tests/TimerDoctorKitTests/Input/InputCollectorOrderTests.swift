import Foundation
import Testing

@testable import TimerDoctorKit

/// The walk lists a tree's Swift files in the order of their full paths (a folder sorts as its
/// name and `/`), so the report takes them as they come; a file reached twice, through a link or
/// a second name, is taken once; each file carries the status the cache stamps it with.
@Suite struct InputCollectorOrderTests {
  @Test func aTreeIsListedInPathOrderEachFileOnceWithItsStatus() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "a-b.swift", "a/x.swift", "a.swift", "a/y-z/q.swift", "a/y/q.swift", "B.swift", "b/c.swift",
      "notes.txt",
    ]
    for file in files {
      let url = folder.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("let x = 1\n".utf8).write(to: url)
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("z-link.swift").path, withDestinationPath: "a.swift")
    try FileManager.default.linkItem(
      at: folder.appendingPathComponent("b/c.swift"), to: folder.appendingPathComponent("b/d.swift"))

    let collected = LintEngine.sourceCollector(configuration: LintConfiguration()).collect([folder.path])
    let names = collected.sources.map {
      String($0.displayPath.dropFirst(InputCollector.displayPath(folder.path).count + 1))
    }
    #expect(
      names == ["B.swift", "a-b.swift", "a.swift", "a/x.swift", "a/y-z/q.swift", "a/y/q.swift", "b/c.swift"])
    #expect(names == names.sorted())
    #expect(collected.sources.allSatisfy { $0.status?.size == 10 })
  }
}
