#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether the string ends in `suffix`, compared as UTF-8 bytes: `hasSuffix` compares
  /// characters, a cost felt on every entry of a large tree.
  func hasByteSuffix(_ suffix: String) -> Bool {
    var path = self
    var suffix = suffix
    return path.withUTF8 { bytes in
      suffix.withUTF8 { tail in
        guard bytes.count >= tail.count else { return false }
        guard let end = bytes.baseAddress, let start = tail.baseAddress else { return tail.isEmpty }
        return memcmp(end + bytes.count - tail.count, start, tail.count) == 0
      }
    }
  }

  /// Whether the string starts with `prefix`, compared as UTF-8 bytes.
  func hasBytePrefix(_ prefix: String) -> Bool { self[...].hasBytePrefix(prefix) }

  /// The last component of a path (after its last `/`), found on bytes.
  var lastPathComponentBytes: Substring {
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return self[...] }
    return self[utf8.index(after: slash)...]
  }
}

extension Substring {
  /// Whether the substring starts with `prefix`, compared as UTF-8 bytes.
  func hasBytePrefix(_ prefix: String) -> Bool {
    var text = self
    var prefix = prefix
    return text.withUTF8 { bytes in
      prefix.withUTF8 { head in
        guard bytes.count >= head.count else { return false }
        guard let start = bytes.baseAddress, let first = head.baseAddress else { return head.isEmpty }
        return memcmp(start, first, head.count) == 0
      }
    }
  }
}
