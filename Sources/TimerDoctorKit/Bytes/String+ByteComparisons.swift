#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether the string ends in `suffix`, compared as UTF-8 bytes: `hasSuffix` compares
  /// characters, a cost felt on every entry of a large tree.
  func hasByteSuffix(_ suffix: String) -> Bool { self[...].hasBytes(suffix, atEnd: true) }

  /// The last component of a path (after its last `/`), found on bytes.
  var lastPathComponentBytes: Substring {
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self[...] }
    return self[utf8.index(after: slash)...]
  }
}

extension Substring {
  /// Whether the substring starts with `prefix`, compared as UTF-8 bytes.
  func hasBytePrefix(_ prefix: String) -> Bool { hasBytes(prefix, atEnd: false) }

  /// Whether the substring's UTF-8 bytes start (or, `atEnd`, end) with those of `part`.
  func hasBytes(_ part: String, atEnd: Bool) -> Bool {
    var text = self
    var part = part
    return text.withUTF8 { bytes in
      part.withUTF8 { wanted in
        guard bytes.count >= wanted.count else { return false }
        guard let start = bytes.baseAddress, let first = wanted.baseAddress else { return wanted.isEmpty }
        return memcmp(start + (atEnd ? bytes.count - wanted.count : 0), first, wanted.count) == 0
      }
    }
  }
}
