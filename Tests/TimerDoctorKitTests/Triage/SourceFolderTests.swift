import Foundation
import Testing

@testable import TimerDoctorKit

/// `--source` reads the folder the way `lint` does: the same excludes and configuration.
@Suite struct SourceFolderTests {
  static let owner = """
    import Dispatch
    final class RepeatingTimer {
      private let timer = DispatchSource.makeTimerSource()
      deinit { timer.cancel() }
    }
    """

  func hits(_ files: [String: String]) throws -> [DeinitCancelIndex.Hit] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("td-src-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return DeinitCancelIndex(directory: folder.path).cancelInDeinit(
      symbol: "RepeatingTimer.deinit", file: nil
    )
    .map { [$0] } ?? []
  }

  @Test func aDeinitInTheSourcesIsFound() throws {
    #expect(
      try hits(["Sources/RepeatingTimer.swift": Self.owner]).map(\.file) == ["Sources/RepeatingTimer.swift"])
  }

  @Test func excludedFoldersAreNotRead() throws {
    #expect(try hits(["Pods/Lib/RepeatingTimer.swift": Self.owner]).isEmpty)
    #expect(try hits([".build/checkouts/RepeatingTimer.swift": Self.owner]).isEmpty)
    #expect(
      try hits([
        "Generated/RepeatingTimer.swift": Self.owner, ".timerdoctor.json": #"{"excluded": ["Generated"]}"#,
      ]).isEmpty)
  }
}
