/// One culprit's spellings across formats made one key, so one function is one group: `play()`
/// and `play`, `@objc` thunks, `[inlined]` rows, `__deallocating_deinit` and `deinit`, and an
/// app's bundle id (`com.example.pulse`) beside its executable name (`Pulse`).
enum CulpritKey {
  /// The function part of the key.
  static func function(_ symbol: String) -> String {
    var name = Substring(symbol)
    if name.hasPrefix("@objc ") { name = name.dropFirst(6) }
    if name.hasSuffix(" [inlined]") { name = name.dropLast(10) }
    var text = String(name)
    text = text.replacingOccurrences(of: ".__deallocating_deinit", with: ".deinit")
    text = text.replacingOccurrences(of: ".__allocating_init", with: ".init")
    // Objective-C selectors keep their brackets; a Swift argument list at the end goes.
    if !text.hasPrefix("-[") && !text.hasPrefix("+["), text.hasSuffix(")"),
      let open = Self.argumentListStart(text)
    {
      text = String(text[..<open])
    }
    return text
  }

  /// The image part of the key: lowercased, and a bundle id reduced to its last component.
  static func image(_ image: String) -> String {
    var name = image.lowercased()
    let isLibrary =
      name.hasSuffix(".dylib") || name.hasSuffix(".so") || name.contains(".so.")
      || name.hasSuffix(".framework")
    if !isLibrary, name.contains("."), !name.contains(" "), let last = name.split(separator: ".").last {
      name = String(last)
    }
    return name
  }

  /// The `(` that opens the trailing argument list of `name`, matched from the end.
  static func argumentListStart(_ name: String) -> String.Index? {
    var depth = 0
    var index = name.endIndex
    while index > name.startIndex {
      index = name.index(before: index)
      if name[index] == ")" { depth += 1 }
      if name[index] == "(" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
