/// The 64-bit FNV-1a hash of a name, or of a type's member, as the hand-off facts keep them: the
/// files of a run hand on tens of thousands of names and one rule asks about a few, so the facts
/// hold hashes rather than strings. Two names share a hash with odds of one in 2^64, which would
/// count one more name as handed on.
enum NameHash {
  static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
  static let prime: UInt64 = 0x100_0000_01b3

  /// The hash of `bytes`, continuing from `seed`.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>, from seed: UInt64 = basis) -> UInt64 {
    var hash = seed
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
    return hash
  }

  /// The hash of `name`.
  static func of(_ name: String) -> UInt64 {
    var name = name
    return name.withUTF8 { of($0) }
  }

  /// The hash of member `name` of the type whose name hashes to `type` (see `type(_:)`).
  static func member(_ name: UnsafeBufferPointer<UInt8>, ofType type: UInt64) -> UInt64 {
    of(name, from: type)
  }

  /// The hash a type's name starts its members' hashes with: its name and a zero byte, which no
  /// name holds.
  static func type(_ name: String) -> UInt64 { (of(name) ^ 0) &* prime }

  /// The hash of member `name` of `type`.
  static func member(_ name: String, of type: String) -> UInt64 {
    var name = name
    return name.withUTF8 { member($0, ofType: Self.type(type)) }
  }
}
