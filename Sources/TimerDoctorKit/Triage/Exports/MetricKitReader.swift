/// Reads MetricKit crash diagnostics (`MXCrashDiagnostic`'s JSON, alone or in an
/// `MXDiagnosticPayload`'s `crashDiagnostics`): `callStackTree.callStacks[]`, whose
/// `threadAttributed` stack crashed, with `callStackRootFrames` (the top frame) and `subFrames`
/// (its callers), each naming `binaryName` and `offsetIntoBinaryTextSegment`; and
/// `diagnosticMetaData` (`exceptionType`, `signal`, `terminationReason`, `osVersion`). The frames
/// are unsymbolicated: they name a binary and an offset, never a function.
enum MetricKitReader {
  /// Whether `object` is one crash diagnostic.
  static func detects(_ tape: JSONTape, _ object: Int) -> Bool {
    tape.kind(object) == .object && tape.member(object, "callStackTree") != nil
  }

  /// Whether `object` is a diagnostic payload holding crash diagnostics.
  static func detectsPayload(_ tape: JSONTape, _ object: Int) -> Bool {
    guard tape.kind(object) == .object, let list = tape.member(object, "crashDiagnostics") else {
      return false
    }
    return tape.kind(list) == .array
  }

  /// Mach exception types by number (`<mach/exception_types.h>`).
  static let exceptionNames: [Int: String] = [
    1: "EXC_BAD_ACCESS", 2: "EXC_BAD_INSTRUCTION", 3: "EXC_ARITHMETIC", 4: "EXC_EMULATION",
    5: "EXC_SOFTWARE", 6: "EXC_BREAKPOINT", 7: "EXC_SYSCALL", 8: "EXC_MACH_SYSCALL", 9: "EXC_RPC_ALERT",
    10: "EXC_CRASH", 11: "EXC_RESOURCE", 12: "EXC_GUARD", 13: "EXC_CORPSE_NOTIFY",
  ]
  /// Signals by number (Darwin).
  static let signalNames: [Int: String] = [
    4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGEMT", 8: "SIGFPE", 9: "SIGKILL", 10: "SIGBUS",
    11: "SIGSEGV", 12: "SIGSYS", 13: "SIGPIPE", 15: "SIGTERM",
  ]

  static func read(_ fields: ExportFields, _ object: Int, path: String) throws(ExportFieldError)
    -> ExportRecord
  {
    let tape = fields.tape
    var report = CrashReport(format: .metricKit)
    if let tree = try fields.object(object, "callStackTree", path: path + "callStackTree") {
      let stacks = try fields.array(tree, "callStacks", path: path + "callStackTree.callStacks")
      for (position, stack) in stacks.enumerated() {
        let at = "\(path)callStackTree.callStacks[\(position)]"
        var thread = CrashThread(number: position)
        thread.crashed = try fields.bool(stack, "threadAttributed", path: at + ".threadAttributed") ?? false
        let roots = try fields.array(stack, "callStackRootFrames", path: at + ".callStackRootFrames")
        if let root = roots.first {
          thread.frames = Self.topFirst(try readChain(fields, root, path: at + ".callStackRootFrames[0]"))
        }
        report.threads.append(thread)
      }
      report.crashedThreadIndex = report.threads.firstIndex { $0.crashed }
    }
    if let meta = try fields.object(object, "diagnosticMetaData", path: path + "diagnosticMetaData") {
      let at = path + "diagnosticMetaData"
      let type = try fields.integer(meta, "exceptionType", path: at + ".exceptionType")
      let signal = try fields.integer(meta, "signal", path: at + ".signal")
      let typeName = type.map { Self.exceptionNames[$0] ?? "exception type \($0)" }
      let signalName = signal.map { Self.signalNames[$0] ?? "signal \($0)" }
      switch (typeName, signalName) {
      case (let type?, let signal?): report.exception = "\(type) (\(signal))"
      case (let type?, nil): report.exception = type
      case (nil, let signal?): report.exception = signal
      case (nil, nil): break
      }
      if let reason = try fields.string(meta, "terminationReason", path: at + ".terminationReason") {
        report.addMessage(reason, line: tape.line(meta))
      }
      report.os = try fields.string(meta, "osVersion", path: at + ".osVersion")
    }
    return ExportRecord(report: report, id: nil, line: tape.line(object))
  }

  /// Crash trees put the top frame at the root; hang and CPU trees put the outermost caller there
  /// (`dyld`, `thread_start` in `libsystem_pthread`). A chain that starts in one of those and
  /// does not end in one is turned over.
  static func topFirst(_ frames: [CrashFrame]) -> [CrashFrame] {
    let outermost: Set<String> = ["dyld", "libdyld.dylib", "libsystem_pthread.dylib"]
    guard let first = frames.first?.image, outermost.contains(first),
      let last = frames.last?.image, !outermost.contains(last)
    else { return frames }
    return frames.reversed()
  }

  /// A root frame and its first callers down the `subFrames` chain, top first.
  static func readChain(_ fields: ExportFields, _ root: Int, path: String) throws(ExportFieldError)
    -> [CrashFrame]
  {
    var frames: [CrashFrame] = []
    var current: Int? = root
    var at = path
    while let frame = current, frames.count < CrashThread.maximumFrames {
      var crashFrame = CrashFrame()
      crashFrame.image = try fields.string(frame, "binaryName", path: at + ".binaryName")
      crashFrame.imageOffset = try fields.integer(
        frame, "offsetIntoBinaryTextSegment", path: at + ".offsetIntoBinaryTextSegment"
      ).map { UInt64(truncatingIfNeeded: $0) }
      crashFrame.reportLine = fields.tape.line(frame)
      frames.append(crashFrame)
      current = try fields.array(frame, "subFrames", path: at + ".subFrames").first
      at += ".subFrames[0]"
    }
    return frames
  }
}
