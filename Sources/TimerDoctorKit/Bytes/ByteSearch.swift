#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one byte search of both engines: the C library's `memchr` (vector instructions) jumps to
/// each candidate `needle[anchor]` byte, and the needle is compared there, so most of the text is
/// never looked at byte by byte. Callers pick as anchor a byte that is rare in their
/// text (`v` of `invalidate()`, `@` of `@main`).
enum ByteSearch {
  /// The offset of the first occurrence of `needle` in `text`, if any.
  static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, anchor: Int = 0
  ) -> Int? {
    let count = needle.count
    guard count > 0, anchor < count, text.count >= count, let base = text.baseAddress,
      let pattern = needle.baseAddress
    else { return nil }
    let target = Int32(pattern[anchor])
    // Candidate anchors lie in anchor...(text.count - count + anchor).
    var offset = anchor
    let last = text.count - count + anchor
    while offset <= last {
      guard let hit = memchr(base + offset, target, last - offset + 1) else { return nil }
      let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      // Compared here, not with `memcmp`: most candidates differ in the byte next to the anchor,
      // and a call per candidate cost more than the comparison.
      let start = base + position - anchor
      var index = 0
      while index < count, start[index] == pattern[index] { index += 1 }
      if index == count { return position - anchor }
      offset = position + 1
    }
    return nil
  }

  /// Whether `text` contains `needle`.
  static func contains(
    _ needle: StaticString, in text: UnsafeBufferPointer<UInt8>, anchor: Int = 0
  ) -> Bool {
    needle.withUTF8Buffer { firstOffset(of: $0, in: text, anchor: anchor) != nil }
  }
}
