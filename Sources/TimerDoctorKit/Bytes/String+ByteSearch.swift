extension String {
  /// Whether the string's UTF-8 bytes contain `needle`: `ByteSearch`, without Foundation's
  /// locale-aware `contains`, for the per-frame checks on hot paths.
  func containsBytes(_ needle: StaticString) -> Bool {
    needle.withUTF8Buffer { containsBytes($0) }
  }

  /// Whether the string's UTF-8 bytes contain those of `needle`.
  func containsBytes(_ needle: String) -> Bool {
    var needle = needle
    return needle.withUTF8 { containsBytes($0) }
  }

  private func containsBytes(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
    var text = self
    return text.withUTF8 { ByteSearch.firstOffset(of: needle, in: $0) != nil }
  }
}
