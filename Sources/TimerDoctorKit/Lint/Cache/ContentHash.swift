/// A 64-bit hash of bytes that is the same in every process (unlike `Hasher`, which is seeded per
/// run): FNV-1a over 8-byte words, then the remaining bytes. It tells whether a file changed; it
/// is no defence against a file crafted to collide, which a cache of one's own files need not be.
enum ContentHash {
  static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  static func of(_ bytes: [UInt8]) -> UInt64 { of(bytes[...]) }

  /// The hash of the bytes of `slice` (the same as of an array of them).
  static func of(_ slice: ArraySlice<UInt8>) -> UInt64 {
    slice.withUnsafeBytes { raw in
      var hash = offset ^ UInt64(raw.count)
      var index = 0
      while index + 8 <= raw.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* prime
        index += 8
      }
      while index < raw.count {
        hash = (hash ^ UInt64(raw[index])) &* prime
        index += 1
      }
      return hash
    }
  }

  /// The hash of `text`'s UTF-8 bytes.
  static func of(_ text: String) -> UInt64 { of(Array(text.utf8)) }
}
