/// Makes a file's fixes: every replacement of the fixes, in file order, or none when two overlap.
enum FixApplier {
  /// Two replacements that touch the same bytes (or insert at the same place different text).
  struct Overlap: Error, Equatable {
    /// The lines they start on.
    var lines: (Int, Int)

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.lines == rhs.lines }
  }

  /// The replacements of `fixes` sorted by offset, each identical one once (two findings may ask
  /// for the same change), or the first overlap.
  static func replacements(of fixes: [FindingFix]) -> Result<[FixReplacement], Overlap> {
    let sorted = Set(fixes.flatMap(\.replacements)).sorted {
      ($0.offset, $0.length, $0.text) < ($1.offset, $1.length, $1.text)
    }
    for (earlier, later) in zip(sorted, sorted.dropFirst()) {
      let sameInsertion = earlier.length == 0 && later.length == 0 && earlier.offset == later.offset
      if later.offset < earlier.offset + earlier.length || sameInsertion {
        return .failure(Overlap(lines: (earlier.line, later.line)))
      }
    }
    return .success(sorted)
  }

  /// `bytes` with `replacements` (sorted, not overlapping) made.
  static func apply(_ replacements: [FixReplacement], to bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.utf8.count })
    var copied = 0
    for replacement in replacements {
      result += bytes[copied..<replacement.offset]
      result += replacement.text.utf8
      copied = replacement.offset + replacement.length
    }
    result += bytes[copied...]
    return result
  }
}
