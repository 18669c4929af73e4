/// A line that starts a thread in any text format.
///
/// Classic: `Thread 3 Crashed:: Dispatch queue: x`, `Thread 3 name:  Dispatch queue: x`;
/// Linux: `Thread 0 "worker" crashed:`; gdb: `Thread 1 (Thread 0x7f... (LWP 1)):`;
/// lldb: `* thread #1, queue = 'q', stop reason = EXC_BREAKPOINT (code=1, subcode=0x1)`;
/// Crashlytics: `Crashed: com.apple.main-thread`.
struct ThreadMarker {
  var number: Int?
  var name: String?
  var crashed = false
  /// `Thread 3 name: ...` only names the thread whose frames follow a later marker.
  var isNameOnly = false
  /// The format the marker shape implies, if any.
  var format: CrashReportFormat?
  /// lldb's stop reason.
  var exception: String?

  private init() {}

  init?(_ body: ArraySlice<UInt8>) {
    self.init()
    var body = body
    if body.first == UInt8(ascii: "#"), let dot = body.firstIndex(of: ". "),
      body[(body.startIndex + 1)..<dot].isDigits
    {
      // Crashlytics plaintext export: `#0. Crashed: com.apple.main-thread`, `#1. Thread`.
      body = body[(dot + 2)...]
      if !body.hasPrefix("Crashed: ") {
        name = body.text
        format = .crashlytics
        return
      }
    }
    if body.hasPrefix("Crashed: ") {
      crashed = true
      name = body.dropFirst(9).trimmed.text
      format = .crashlytics
      return
    }
    if body.hasPrefix("* thread #") || body.hasPrefix("thread #") {
      self = Self.lldb(body)
      return
    }
    guard body.hasPrefix("Thread ") else { return nil }
    var rest = body.dropFirst(7)
    guard let numberToken = rest.tokens.first?.prefix(while: { $0 >= 0x30 && $0 <= 0x39 }),
      let value = numberToken.decimal
    else { return nil }
    number = value
    rest = rest[numberToken.endIndex...]
    guard body.last == UInt8(ascii: ":") || rest.contains(":") else { return nil }
    let trimmed = rest.trimmed
    if trimmed.hasPrefix("name:") {
      isNameOnly = true
      name = trimmed.dropFirst(5).trimmed.text
    } else if trimmed.first == UInt8(ascii: "\"") {
      // Linux: `"name" crashed:` or `"name":`
      let afterQuote = trimmed.dropFirst()
      let close = afterQuote.firstIndex(of: "\"") ?? afterQuote.endIndex
      name = afterQuote[..<close].text
      crashed = afterQuote[close...].contains("crashed")
      format = .linux
    } else if trimmed.first == UInt8(ascii: "(") {
      format = .gdb
    } else if trimmed.hasPrefix("Crashed") || trimmed.hasPrefix("crashed") {
      crashed = true
      if let colons = trimmed.firstIndex(of: "::") { name = trimmed[(colons + 2)...].trimmed.text }
    } else if trimmed.hasPrefix("::") {
      name = trimmed.dropFirst(2).trimmed.text
    } else if !trimmed.hasPrefix(":") {
      return nil
    }
  }

  private static func lldb(_ body: ArraySlice<UInt8>) -> ThreadMarker {
    var marker = ThreadMarker()
    marker.format = .lldb
    marker.crashed = body.first == UInt8(ascii: "*") || body.contains("stop reason")
    let rest = body[(body.firstIndex(of: "thread #")! + 8)...]
    marker.number = rest.prefix { $0 >= 0x30 && $0 <= 0x39 }.decimal
    if let queue = rest.firstIndex(of: "queue = '") {
      let after = rest[(queue + 9)...]
      marker.name = after[..<(after.firstIndex(of: "'") ?? after.endIndex)].text
    }
    if let reason = rest.firstIndex(of: "stop reason = ") {
      var text = rest[(reason + 14)...]
      if let open = text.firstIndex(of: " (") { text = text[..<open] }
      marker.exception = text.trimmed.text
    }
    return marker
  }
}
