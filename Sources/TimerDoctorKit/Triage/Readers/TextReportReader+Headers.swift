/// Header lines of every text format: classic `Key: value` headers, the Linux banner, gdb's
/// signal line, Crashlytics' exception line, and the section headers that change how the
/// following lines are read.
extension TextReportReader {
  /// Reads `body` as a header; false when it is not one.
  mutating func readHeader(_ body: ArraySlice<UInt8>, number: Int) -> Bool {
    if readSectionHeader(body, number: number) { return true }
    if body.contains("Program crashed:") {
      // `*** Program crashed: Illegal instruction at 0x00007f2c5434cca0 ***`
      var reason = body[(body.firstIndex(of: "Program crashed:")! + 16)...].trimmed
      if let at = reason.lastIndex(of: " at 0x") { reason = reason[..<at] }
      let text = reason.text
      report.exception = state.signalName.map { "\(text) (\($0))" } ?? text
      state.sawProgramCrashedBanner = true
      state.formatHints.insert(.linux)
      return true
    }
    if body.hasPrefix("*** Signal "), let colon = body.firstIndex(of: ":") {
      // `*** Signal 4: Backtracing from 0x7f2c5434cca0... done ***`
      state.signalName = body[(body.startIndex + 11)..<colon].decimal.flatMap(Self.signalNames)
      state.formatHints.insert(.linux)
      return true
    }
    if body.hasPrefix("Program received signal ") {
      // gdb: `Program received signal SIGILL, Illegal instruction.`
      let rest = body.dropFirst(24).text
      let parts = rest.split(separator: ",", maxSplits: 1).map { $0.trimmingSpaces }
      report.exception = parts.count == 2 ? "\(parts[0]) (\(parts[1].trimmingSuffixDot))" : rest
      state.formatHints.insert(.gdb)
      return true
    }
    if Self.isCrashlyticsException(body) || body.hasPrefix("Fatal Exception:") {
      // Crashlytics: `EXC_BREAKPOINT 0x00000001a1b2c3d4` or `Fatal Exception: NSRangeException`.
      if report.exception == nil { report.exception = body.text }
      return true
    }
    if body.hasPrefix("Fatal error:") || body.contains(": Fatal error:") {
      addMessage(body, number)
      return true
    }
    if body.hasPrefix("# OS Version:") {
      // Crashlytics plaintext export header: `# OS Version: 11.4.0 (15F79)`.
      report.os = body.dropFirst(13).trimmed.text
      state.formatHints.insert(.crashlytics)
      return true
    }
    return readKeyValueHeader(body, number: number)
  }

  mutating func readSectionHeader(_ body: ArraySlice<UInt8>, number: Int) -> Bool {
    if body.hasPrefix("Application Specific Information:") {
      state.closeThread(into: &report)
      state.section = .applicationSpecific
      let inline = body.dropFirst(33).trimmed
      if !inline.isEmpty { addMessage(inline, number) }
      return true
    }
    if body.hasPrefix("Binary Images:") || body.hasPrefix("Images (") || body.hasPrefix("Images:") {
      state.closeThread(into: &report)
      state.section = .images
      return true
    }
    if body.hasPrefix("Registers:") || (body.hasPrefix("Thread ") && body.contains("Thread State")) {
      state.closeThread(into: &report)
      state.section = .registers
      return true
    }
    if body.hasPrefix("Last Exception Backtrace:") {
      state.closeThread(into: &report)
      state.pendingName = "Last Exception Backtrace"
      state.section = .none
      return true
    }
    return false
  }

  private mutating func readKeyValueHeader(_ body: ArraySlice<UInt8>, number: Int) -> Bool {
    guard let colon = body.firstIndex(of: ":"), colon > body.startIndex else { return false }
    let key = body[..<colon].text
    let value = body[(colon + 1)...].trimmed
    switch key {
    case "Incident Identifier", "Hardware Model", "Code Type", "Report Version",
      "Date/Time", "Launch Time", "Parent Process", "Role", "Role:", "Version", "Beta Identifier",
      "Crash Reporter Key", "Exception Codes", "Exception Subtype", "Anonymous UUID", "Sleep/Wake UUID",
      "Time Awake Since Boot", "System Integrity Protection", "Responsible", "Coalition",
      "User ID", "Highlighted by Thread", "Kernel Triage", "Distributor ID", "Baseband Version":
      state.formatHints.insert(.crash)
    case "Identifier":
      report.bundleIdentifier = value.tokens.first?.text
      state.formatHints.insert(.crash)
    case "Process":
      report.process = value.tokens.first?.text
      state.formatHints.insert(.crash)
    case "Path":
      if let path = value.tokens.first?.text, let process = report.process {
        report.imagePaths[process] = path
      }
    case "OS Version", "Platform":
      report.os = value.text
      if key == "Platform" { state.formatHints.insert(.linux) }
    case "Exception Type":
      report.exception = value.tokens.map(\.text).joined(separator: " ")
      state.formatHints.insert(.crash)
    case "Exception Reason", "Exception Message", "Termination Reason", "Termination Description":
      addMessage(value, number)
    case "Triggered by Thread", "Crashed Thread":
      state.triggeredThread = value.tokens.first?.decimal
      state.formatHints.insert(.crash)
    default:
      return false
    }
    return true
  }

  /// One line of `Binary Images:` (classic) or `Images (N omitted):` (Linux).
  mutating func readImageLine(_ body: ArraySlice<UInt8>) {
    let tokens = body.tokens
    guard
      let pathAt = tokens.firstIndex(where: {
        $0.first == UInt8(ascii: "/") || $0.first == UInt8(ascii: "<") && $0.contains(">/")
      })
    else { return }
    let path = body[tokens[pathAt].startIndex...].trimmed.text
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if report.imagePaths[name] == nil { report.imagePaths[name] = path }
    // Old macOS: `0x10a3f2000 - 0x10a5b7fff +com.example.pulse (2.8.1 - 2810) <UUID> /path`;
    // frames name the image by that bundle id, and `+` marks the app (not an OS image).
    if tokens.count > 3, tokens[1].elementsEqual("-".utf8), pathAt > 3 {
      var bundle = tokens[3]
      let isApp = bundle.first == UInt8(ascii: "+")
      if isApp { bundle = bundle.dropFirst() }
      let id = bundle.text
      if !id.isEmpty, report.imagePaths[id] == nil { report.imagePaths[id] = path }
      if isApp, report.bundleIdentifier == nil { report.bundleIdentifier = id }
    }
    // The classic list starts with the main executable.
    if report.appImage == nil, state.formatHints.contains(.crash), report.process == name {
      report.appImage = name
    }
  }

  /// Crashlytics' exception line: `EXC_BREAKPOINT 0x00000001a1b2c3d4`,
  /// `EXC_BAD_ACCESS KERN_INVALID_ADDRESS 0x0000000a4f2c3d50` or a bare `EXC_BREAKPOINT`;
  /// prose that merely starts with `EXC_` is not one.
  static func isCrashlyticsException(_ body: ArraySlice<UInt8>) -> Bool {
    let tokens = body.tokens
    guard let first = tokens.first, first.hasPrefix("EXC_"), first.count > 4,
      first.dropFirst(4).allSatisfy({ isUpperWordByte($0) })
    else { return false }
    return tokens.dropFirst().allSatisfy { token in
      token.hasPrefix("0x") && token.hexadecimal != nil
        || token.hasPrefix("KERN_") && token.dropFirst(5).allSatisfy { isUpperWordByte($0) }
    }
  }

  private static func isUpperWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_")
  }

  private static func signalNames(_ number: Int) -> String? {
    switch number {
    case 4: "SIGILL"
    case 5: "SIGTRAP"
    case 6: "SIGABRT"
    case 7: "SIGBUS"
    case 8: "SIGFPE"
    case 11: "SIGSEGV"
    default: "signal \(number)"
    }
  }
}

extension String {
  /// The text without one trailing `.`.
  fileprivate var trimmingSuffixDot: String { hasSuffix(".") ? String(dropLast()) : self }
}
