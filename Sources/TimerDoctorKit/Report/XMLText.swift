/// Escapes text for XML 1.0 element content and attribute values.
///
/// `&<>"'` become entities (so `]]>` cannot end anything), tab/CR/LF in attributes become
/// character references so they survive attribute normalisation, and characters XML 1.0 forbids
/// (other C0 controls, U+FFFE, U+FFFF) become a visible `\u{1B}`-style escape, so the document
/// is always well-formed whatever the input held.
public enum XMLText {
  /// `text` escaped for element content (`attribute: false`) or an attribute value.
  public static func escape(_ text: String, attribute: Bool = false) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r":
        if attribute || scalar == "\r" {
          result += "&#\(scalar.value);"
        } else {
          result.unicodeScalars.append(scalar)
        }
      default:
        if isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      }
    }
    return result
  }

  /// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
