import Foundation

/// `--source DIR`: finds the culprit function in the app's Swift sources and reports whether
/// its body calls `cancel()`.
struct SourceLookup {
  /// A `cancel()` call found in the culprit's body.
  struct Hit: Equatable {
    /// The file, relative to the source folder.
    var file: String
    var line: Int
    /// The line's text, trimmed.
    var text: String
  }

  let directory: String

  /// The first `cancel()` call in the body of the function `symbol` names
  /// (`RepeatingTimer.deinit`, `Poller.stop()`, `closure #1 in Poller.start()`).
  func cancelCall(symbol: String, file: String?) -> Hit? {
    guard let target = Target(symbol: symbol) else { return nil }
    let base = file.map { ($0 as NSString).lastPathComponent }
    let files = swiftFiles().sorted { lhs, rhs in
      // The culprit's own file first, when the report names it.
      let left = (lhs as NSString).lastPathComponent == base
      let right = (rhs as NSString).lastPathComponent == base
      return left != right ? left : lhs < rhs
    }
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      if let hit = SwiftBodyScanner(text: text).cancelCall(in: target) {
        let relative = path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
        return Hit(file: relative, line: hit.line, text: hit.text)
      }
    }
    return nil
  }

  private func swiftFiles() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory) else { return [] }
    var result: [String] = []
    while let next = walker.nextObject() as? String {
      if next.hasPrefix(".") || next.contains("/.") || next.hasPrefix(".build") {
        walker.skipDescendants()
        continue
      }
      if next.hasSuffix(".swift") { result.append(directory + "/" + next) }
      if result.count > 20_000 { break }
    }
    return result
  }

  /// The type and member a symbol names.
  struct Target {
    var typeName: String?
    var member: String
    var isDeinit: Bool { member == "deinit" }

    init?(symbol: String) {
      var text = symbol
      if let range = text.range(of: " in ", options: .backwards) { text = String(text[range.upperBound...]) }
      for prefix in ["specialized ", "@objc ", "static "] where text.hasPrefix(prefix) {
        text.removeFirst(prefix.count)
      }
      if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
      var parts = text.split(separator: ".").map(String.init)
      guard var last = parts.popLast(), !last.isEmpty, !text.hasPrefix("-[") else { return nil }
      if last == "__deallocating_deinit" || last == "deinit" { last = "deinit" }
      member = last
      typeName = parts.last
      if isDeinit && typeName == nil { return nil }
    }
  }
}
