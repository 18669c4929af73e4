import Foundation

/// The `lint --fix` fixtures in `Fixes/`: one folder per fix with `before.fixture` and the exact
/// `after.fixture` the fix makes (Swift source, named so that neither SwiftPM nor the formatter
/// touches their bytes).
enum FixFixtures {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixes")

  /// Every fixture folder's name, sorted (`unsafe-*` need `--unsafe-fixes`).
  static let names: [String] = {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.filter { !$0.contains(".") }.sorted()
  }()

  /// The fixtures `swiftc` can type-check here (`#selector` needs the Objective-C runtime).
  static var typeCheckable: [String] {
    #if canImport(ObjectiveC)
      names
    #else
      names.filter { $0 != "unsafe-selector" }
    #endif
  }

  static func text(_ name: String, _ side: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("\(name)/\(side).fixture"), encoding: .utf8)
  }

  /// The options that fix `name`.
  static func fixOptions(_ name: String) -> [String] {
    name.hasPrefix("unsafe-") ? ["--fix", "--unsafe-fixes"] : ["--fix"]
  }

  /// The Swift file name a fixture is linted as (`ModeAdd.swift` for `mode-add`).
  static func fileName(_ name: String) -> String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + ".swift"
  }
}
