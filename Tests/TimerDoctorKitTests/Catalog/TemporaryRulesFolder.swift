import Foundation

/// A temporary folder of user rule entries.
struct TemporaryRulesFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent(name))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
