/// Makes text from inputs safe to print: control characters (ANSI escapes, NUL, CR, LF, DEL, C1)
/// become visible `\u{1B}`-style escapes, so a crafted symbol name cannot drive the terminal.
public enum TerminalText {
  /// `text` with every control character escaped.
  public static func escape(_ text: String) -> String {
    // Printable ASCII, the common case, is checked byte by byte without decoding scalars.
    var contiguous = text
    if contiguous.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return text }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 controls (including tab, CR and LF), DEL and C1 controls; bidi overrides too, since
  /// they reorder what the reader sees.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
