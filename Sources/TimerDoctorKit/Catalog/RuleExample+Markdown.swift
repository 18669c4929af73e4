extension RuleExample {
  /// The ```swift blocks under `## Triggering examples` and `## Non-triggering examples`.
  ///
  /// `firstLine` is the file line of the body's first line, so examples know where they are.
  static func examples(inMarkdown body: String, firstLine: Int) -> [RuleExample] {
    var examples: [RuleExample] = []
    var triggers: Bool?  // nil outside the two example sections
    var open: (lines: [String], start: Int, isSwift: Bool)?
    // Split on UTF-8 bytes, not Characters: much faster on the whole rule book.
    let lines = Array(body.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (offset, line) in lines.enumerated() {
      let text = String(decoding: line, as: UTF8.self)
      if var block = open {
        guard text.hasPrefix("```") else {
          block.lines.append(text)
          open = block
          continue
        }
        if block.isSwift, let triggers {
          let code = block.lines.joined(separator: "\n") + "\n"
          examples.append(RuleExample(triggers: triggers, code: code, line: block.start))
        }
        open = nil
      } else if text.hasPrefix("```") {
        open = ([], firstLine + offset + 1, text.dropFirst(3).trimmingSpaces == "swift")
      } else if text.hasPrefix("## ") {
        let heading = text.dropFirst(3).lowercased()
        triggers = heading.hasPrefix("triggering") ? true : heading.hasPrefix("non-triggering") ? false : nil
      }
    }
    return examples
  }
}
