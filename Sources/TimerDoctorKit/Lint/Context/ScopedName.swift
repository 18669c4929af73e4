#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A name as it is written in a file's bytes, with the scope it was met in: compared and hashed
/// by its bytes, so repeated names collapse before any string is made of them. Valid only while
/// the file's bytes are held (it points into them).
struct ScopedName: Hashable {
  /// The scope the name belongs to (a type scope's index, or -1 for none).
  let scope: Int
  let bytes: UnsafeBufferPointer<UInt8>

  static func == (left: ScopedName, right: ScopedName) -> Bool {
    left.scope == right.scope && left.bytes.count == right.bytes.count
      && (left.bytes.isEmpty
        || memcmp(left.bytes.baseAddress!, right.bytes.baseAddress!, left.bytes.count) == 0)
  }

  func hash(into hasher: inout Hasher) {
    // FNV-1a folds the few bytes of a name into one word: one combine instead of `Hasher`'s
    // byte buffer per name.
    var folded: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bitPattern: Int64(scope))
    for byte in bytes { folded = (folded ^ UInt64(byte)) &* 0x100_0000_01b3 }
    hasher.combine(folded)
  }

  /// The name as a string.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
