import Foundation
import Testing

/// `docs/ARCHITECTURE.md` names every folder of the kit, and nothing that is gone.
@Suite struct ArchitectureDocTests {
  @Test func theDocumentMatchesTheTree() throws {
    let root = SelfContainedTests.root
    let kit = root.appendingPathComponent("Sources/TimerDoctorKit")
    let text = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    var folders: [String] = []
    let walker = FileManager.default.enumerator(at: kit, includingPropertiesForKeys: [.isDirectoryKey])
    while let url = walker?.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
      folders.append(String(url.path.dropFirst(kit.path.count + 1)))
    }
    #expect(folders.count >= 10, "found \(folders.count) folders under \(kit.path)")
    for folder in folders {
      #expect(text.contains("| `\(folder)` |"), "docs/ARCHITECTURE.md does not describe \(folder)")
    }
    // Every folder the table names exists.
    for line in text.split(separator: "\n") where line.hasPrefix("| `") {
      let name = line.dropFirst(3).prefix { $0 != "`" }
      #expect(folders.contains(String(name)), "docs/ARCHITECTURE.md names \(name), which is gone")
    }
  }
}
