/// The platform and version of a report's OS line: `iPhone OS 10.3.3 (14G60)`, `iOS 9.3.5`,
/// `Mac OS X 10.12.6 (16G29)`, `macOS 14.2.1 (23C71)`.
struct OSVersion: Equatable {
  /// Whether the OS is macOS (else an iOS-family OS).
  var isMac: Bool
  var major: Int
  var minor: Int

  init?(_ text: String) {
    let lower = text.lowercased()
    isMac = lower.contains("mac")
    guard isMac || lower.contains("iphone") || lower.contains("ios") || lower.contains("ipados") else {
      return nil
    }
    let number = text.split(separator: " ").first { $0.first?.isNumber == true }
    let parts = (number ?? "").split(separator: ".").compactMap { Int($0) }
    guard let first = parts.first else { return nil }
    major = first
    minor = parts.count > 1 ? parts[1] : 0
  }

  /// Whether libdispatch on this OS still said "suspended" for never-activated objects
  /// (before iOS 11 and macOS 10.13).
  var predatesInactiveMessage: Bool {
    isMac ? (major == 10 && minor < 13) : major < 11
  }
}
