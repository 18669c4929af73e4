/// Tells program source from a crash report by content: source starts, after blank lines and
/// comments, with an `import` (Swift; `@import` / `#import` Objective-C) or `#include`, which no
/// crash report or paste does. Triage passes over such files in a folder it walks (the app's
/// sources beside its logs are `--source`'s to read) and names them when one is given.
enum SourceCodeSniffer {
  /// Whether `bytes` read as program source.
  static func isSourceCode(_ bytes: ArraySlice<UInt8>) -> Bool {
    var inBlockComment = false
    for (_, line) in ByteLines(bytes).prefix(200) {
      var text = line.trimmed
      if inBlockComment {
        guard let end = text.firstIndex(of: "*/") else { continue }
        text = text[(end + 2)...].trimmed
        inBlockComment = false
      }
      if text.hasPrefix("/*") {
        guard let end = text.dropFirst(2).firstIndex(of: "*/") else {
          inBlockComment = true
          continue
        }
        text = text[(end + 2)...].trimmed
      }
      if text.isEmpty || text.hasPrefix("//") { continue }
      return text.hasPrefix("import ") || text.hasPrefix("@testable import ")
        || text.hasPrefix("@_exported import ") || text.hasPrefix("@preconcurrency import ")
        || text.hasPrefix("@import ") || text.hasPrefix("#import ") || text.hasPrefix("#include ")
    }
    return false
  }
}
