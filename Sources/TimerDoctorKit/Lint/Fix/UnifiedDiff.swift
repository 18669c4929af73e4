/// A unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of context) of one file's
/// fixes, made from the replacements themselves: the changed lines are known, so no line
/// matching is needed. `git apply` and `patch -p1` read it.
struct UnifiedDiff {
  /// Lines of context around each change.
  static let context = 3

  /// One changed place: `removed` old lines from old line index `start` (0-based), and the lines
  /// `added` in their place.
  struct Change {
    var start: Int
    var removed: [ArraySlice<UInt8>]
    var added: [ArraySlice<UInt8>]
  }

  /// The diff of applying `replacements` (sorted, not overlapping) to `old`, shown for `path`;
  /// empty when nothing changes.
  static func render(path: String, old: [UInt8], replacements: [FixReplacement]) -> String {
    let lines = Self.lines(old)
    let starts = lines.map(\.startIndex)
    let table = LineTable(old)
    func lineIndex(_ offset: Int) -> Int { min(table.line(ofOffset: offset), max(1, lines.count)) - 1 }
    // Replacements on the same or adjacent lines form one change.
    var clusters: [(first: Int, last: Int, replacements: [FixReplacement])] = []
    for replacement in replacements {
      let first = lineIndex(replacement.offset)
      let last = lineIndex(max(replacement.offset, replacement.offset + replacement.length - 1))
      if let previous = clusters.last, first <= previous.last + 1 {
        clusters[clusters.count - 1].last = max(previous.last, last)
        clusters[clusters.count - 1].replacements.append(replacement)
      } else {
        clusters.append((first, last, [replacement]))
      }
    }
    var changes: [Change] = []
    for cluster in clusters {
      let base = starts.isEmpty ? 0 : starts[cluster.first]
      let end = cluster.last + 1 < lines.count ? starts[cluster.last + 1] : old.count
      let shifted = cluster.replacements.map { replacement -> FixReplacement in
        var moved = replacement
        moved.offset -= base
        return moved
      }
      let newText = FixApplier.apply(shifted, to: Array(old[base..<end]))
      var removed = Array(lines[cluster.first...min(cluster.last, max(0, lines.count - 1))])
      if lines.isEmpty { removed = [] }
      var added = Self.lines(newText)
      var start = cluster.first
      while let first = removed.first, let other = added.first, first.elementsEqual(other) {
        removed.removeFirst()
        added.removeFirst()
        start += 1
      }
      while let last = removed.last, let other = added.last, last.elementsEqual(other) {
        removed.removeLast()
        added.removeLast()
      }
      if !removed.isEmpty || !added.isEmpty {
        changes.append(Change(start: start, removed: removed, added: added))
      }
    }
    guard !changes.isEmpty else { return "" }
    var out = "--- a/\(path)\n+++ b/\(path)\n"
    var delta = 0
    var index = 0
    while index < changes.count {
      // Changes whose contexts touch share a hunk.
      var last = index
      while last + 1 < changes.count,
        changes[last + 1].start - (changes[last].start + changes[last].removed.count) <= 2 * context
      {
        last += 1
      }
      let hunk = changes[index...last]
      let from = max(0, hunk.first!.start - context)
      let to = min(lines.count, hunk.last!.start + hunk.last!.removed.count + context)
      let added = hunk.reduce(0) { $0 + $1.added.count - $1.removed.count }
      let oldCount = to - from
      let newCount = oldCount + added
      out += "@@ -\(Self.range(from, oldCount)) +\(Self.range(from + delta, newCount)) @@\n"
      var line = from
      for change in hunk {
        while line < change.start {
          out += Self.show(" ", lines[line])
          line += 1
        }
        for removed in change.removed { out += Self.show("-", removed) }
        for added in change.added { out += Self.show("+", added) }
        line += change.removed.count
      }
      while line < to {
        out += Self.show(" ", lines[line])
        line += 1
      }
      delta += added
      index = last + 1
    }
    return out
  }

  /// `start,count` as a hunk header writes it (1-based; a range with no lines names the line before).
  static func range(_ start: Int, _ count: Int) -> String {
    "\(count == 0 ? start : start + 1),\(count)"
  }

  /// One diff line: the marker, the line's text and its own line break; a last line without one
  /// is followed by git's marker.
  static func show(_ marker: String, _ line: ArraySlice<UInt8>) -> String {
    let text = marker + String(decoding: line, as: UTF8.self)
    return line.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
  }

  /// The lines of `bytes`, each with its line break.
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(bytes[start...offset])
      start = offset + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }
}
