/// The `Abort Cause N` line libdispatch adds after its message: a heap-pointer-looking value
/// hints over-resume (the object's address), a state-like value (high bits set) hints the
/// release traps (its `dq_state`). A weak hint, quoted as evidence only (docs/triage-facts.md §2).
enum AbortCauseHint {
  /// `hint: Abort Cause 105553116266496 looks like a heap pointer (over-resume)`, or nil.
  static func evidence(_ messages: [ReportMessage]) -> String? {
    for message in messages {
      let text = message.text.trimmingSpaces
      guard text.hasPrefix("Abort Cause "), let value = UInt64(text.dropFirst(12).trimmingSpaces) else {
        continue
      }
      if value >> 48 != 0 {
        return "hint: \(text) looks like a queue state (release traps)"
      }
      if value >= 1 << 32 {
        return "hint: \(text) looks like a heap pointer (over-resume)"
      }
      return "hint: \(text)"
    }
    return nil
  }
}
