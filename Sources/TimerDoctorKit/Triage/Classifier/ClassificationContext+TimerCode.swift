/// What the crash-in-timer-code steps read: where the crashed thread enters timer code, what
/// lies above it, and whether the crash is a memory fault.
extension ClassificationContext {
  /// Where a timer's code is called from, nearest the top of the crashed thread.
  struct TimerEntry {
    /// The callout frame's index.
    var index: Int
    /// Whether a run loop called it (a `Timer`, `performSelector:afterDelay:`), else libdispatch
    /// (a dispatch source's handler, a `dispatch_after` block).
    var isRunLoop: Bool
    /// The app's frames above it, top first.
    var appFrames: [Int]
  }

  /// The timer callout nearest the top, when no run loop runs between it and the crash (then
  /// the crash belongs to what that run loop dispatched, not to the timer).
  var timerEntry: TimerEntry? {
    guard
      let index = names.firstIndex(where: {
        KnownFrames.runLoopTimerCallout.contains($0.key) || KnownFrames.sourceHandlerCallout.contains($0.key)
      }), !names[..<index].contains(where: { KnownFrames.runLoopRunning.contains($0.key) })
    else { return nil }
    return TimerEntry(
      index: index, isRunLoop: KnownFrames.runLoopTimerCallout.contains(names[index].key),
      appFrames: (0..<index).filter { ImageKind.isApp(frames[$0], in: report) })
  }

  /// Whether the report shows a memory fault (a bad address, or a message to a freed object),
  /// as opposed to a trap a check raised.
  var isMemoryFault: Bool {
    let exception = report.exception ?? ""
    let faults = [
      "EXC_BAD_ACCESS", "SIGSEGV", "SIGBUS", "KERN_INVALID_ADDRESS", "KERN_PROTECTION_FAILURE", "SEGV_",
    ]
    return faults.contains { exception.contains($0) } || sentToFreedObject != nil
  }

  /// The "message sent to deallocated instance" line (a zombie), when the report has one.
  var sentToFreedObject: ReportMessage? {
    report.messages.first { $0.text.containsBytes("message sent to deallocated instance") }
  }

  /// Whether the report says which exception it is: without one, a fault cannot be told from a trap.
  var namesException: Bool { report.exception != nil || sentToFreedObject != nil }
}

/// What dispatch object a report's libdispatch frames show: a release or resume trap names a
/// "suspended object", which can be a source or a queue.
extension ClassificationContext {
  /// What the frames above the app's code show the object to be.
  enum DispatchObjectKind {
    /// A source (`-[OS_dispatch_source _xref_dispose]`, `_dispatch_source_*`, `DispatchSource`).
    case source
    /// A queue (`-[OS_dispatch_queue _xref_dispose]`, `DispatchQueue`).
    case queue
    /// The frames do not say.
    case either
  }

  /// The kind of dispatch object the frames above the app's code name, source first.
  var dispatchObjectKind: DispatchObjectKind {
    let system = names[..<(firstAppFrame ?? names.count)].map(\.key)
    if system.contains(where: { $0.contains("dispatch_source") || $0.contains("DispatchSource") }) {
      return .source
    }
    if system.contains(where: { $0.contains("OS_dispatch_queue") || $0.contains("DispatchQueue") }) {
      return .queue
    }
    return .either
  }
}
