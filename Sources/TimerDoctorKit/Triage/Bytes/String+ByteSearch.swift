#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether the string's UTF-8 bytes contain `needle`: a byte search (`memchr` + `memcmp`),
  /// without Foundation's locale-aware `contains`, for the per-frame checks on hot paths.
  func containsBytes(_ needle: StaticString) -> Bool {
    needle.withUTF8Buffer { containsBytes($0) }
  }

  /// Whether the string's UTF-8 bytes contain those of `needle`.
  func containsBytes(_ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { containsBytes($0) }
  }

  /// The one byte search: `memchr` to each candidate first byte, then `memcmp`.
  private func containsBytes(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = needle.count
    var text = self
    return text.withUTF8 { buffer in
      guard let base = buffer.baseAddress, let pattern = needle.baseAddress, count > 0, buffer.count >= count
      else { return false }
      let first = Int32(pattern.pointee)
      var offset = 0
      let last = buffer.count - count
      while offset <= last {
        guard let hit = memchr(base + offset, first, last - offset + 1) else { return false }
        let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + position, pattern, count) == 0 { return true }
        offset = position + 1
      }
      return false
    }
  }
}
