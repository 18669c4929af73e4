/// A stable 64-bit FNV-1a hash, as 16 hex digits: the same text always gives the same value,
/// on every platform and run (unlike `Hasher`).
enum Fingerprint {
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
