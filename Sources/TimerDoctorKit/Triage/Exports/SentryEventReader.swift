/// Reads a Sentry event as exported or fetched from Sentry's API: `exception.values[]` and
/// `threads.values[]` with `stacktrace.frames[]` (`function`, `package`, `instruction_addr`,
/// `in_app`, `filename`, `lineno`), or the REST API's `entries[]` with camelCase frame keys
/// (`instructionAddr`, `inApp`, `absPath`, `lineNo`); `contexts.os`; `event_id` / `eventID`.
/// Sentry lists frames caller first, so they are reversed to the top-first order of every report.
enum SentryEventReader {
  /// Whether `object` is a Sentry event: an `exception` or `threads` with `values`, or `entries`,
  /// beside one of Sentry's own keys.
  static func detects(_ tape: JSONTape, _ object: Int) -> Bool {
    guard tape.kind(object) == .object else { return false }
    let sentryKeys = ["event_id", "eventID", "sdk", "platform", "debug_meta", "contexts"]
    guard sentryKeys.contains(where: { tape.member(object, $0) != nil }) else { return false }
    if let entries = tape.member(object, "entries"), tape.kind(entries) == .array { return true }
    return ["exception", "threads"].contains { key in
      tape.member(object, key).flatMap { tape.member($0, "values") } != nil
    }
  }

  static func read(_ fields: ExportFields, _ object: Int) throws(ExportFieldError) -> ExportRecord {
    let tape = fields.tape
    var report = CrashReport(format: .sentryEvent)
    var exceptionValues: [Int] = []
    var threadValues: [Int] = []
    if let exception = try fields.object(object, "exception", path: "exception") {
      exceptionValues = try fields.array(exception, "values", path: "exception.values")
    }
    if let threads = try fields.object(object, "threads", path: "threads") {
      threadValues = try fields.array(threads, "values", path: "threads.values")
    }
    // The API's event view nests the same interfaces under `entries[].data`.
    for (position, entry) in try fields.array(object, "entries", path: "entries").enumerated() {
      let path = "entries[\(position)]"
      guard let data = try fields.object(entry, "data", path: path + ".data") else { continue }
      switch try fields.string(entry, "type", path: path + ".type") {
      case "exception": exceptionValues += try fields.array(data, "values", path: path + ".data.values")
      case "threads": threadValues += try fields.array(data, "values", path: path + ".data.values")
      default: break
      }
    }
    // The crash is the last exception value (Sentry lists chained exceptions innermost last).
    if let last = exceptionValues.last {
      let path = "exception.values[\(exceptionValues.count - 1)]"
      try readException(fields, last, path: path, into: &report)
      if let stacktrace = try fields.object(last, "stacktrace", path: path + ".stacktrace") {
        let frames = try readFrames(fields, stacktrace, path: path + ".stacktrace", into: &report)
        if !frames.isEmpty {
          report.threads.append(CrashThread(name: "exception", crashed: true, frames: frames))
        }
      }
    }
    for (position, thread) in threadValues.enumerated() {
      let path = "threads.values[\(position)]"
      // Thread ids are numbers or strings; only the order matters here.
      var crashThread = CrashThread(number: position)
      crashThread.name = try fields.string(thread, "name", path: path + ".name")
      crashThread.crashed = try fields.bool(thread, "crashed", path: path + ".crashed") ?? false
      if let stacktrace = try fields.object(thread, "stacktrace", path: path + ".stacktrace") {
        crashThread.frames = try readFrames(fields, stacktrace, path: path + ".stacktrace", into: &report)
      }
      report.threads.append(crashThread)
    }
    // The exception's own stack when it has one, else the thread Sentry marks crashed.
    report.crashedThreadIndex =
      report.threads.firstIndex { $0.name == "exception" && !$0.frames.isEmpty }
      ?? report.threads.firstIndex { $0.crashed && !$0.frames.isEmpty }
    if let contexts = try fields.object(object, "contexts", path: "contexts"),
      let os = try fields.object(contexts, "os", path: "contexts.os")
    {
      let name = try fields.string(os, "name", path: "contexts.os.name")
      let version = try fields.string(os, "version", path: "contexts.os.version")
      let build = try fields.string(os, "build", path: "contexts.os.build")
      let words = [name, version].compactMap { $0 }.joined(separator: " ")
      report.os = words.isEmpty ? nil : build.map { "\(words) (\($0))" } ?? words
    }
    if let message = try messageText(fields, object) { report.addMessage(message, line: tape.line(object)) }
    let id = try fields.string(object, firstOf: ["event_id", "eventID"], path: "")
    return ExportRecord(report: report, id: id, line: tape.line(object))
  }

  /// `type` and the mechanism's signal as the exception; `value` as a message (it carries
  /// libdispatch's "BUG IN CLIENT" text when the SDK saw it).
  static func readException(
    _ fields: ExportFields, _ value: Int, path: String, into report: inout CrashReport
  ) throws(ExportFieldError) {
    let type = try fields.string(value, "type", path: path + ".type")
    var signal: String?
    if let mechanism = try fields.object(value, "mechanism", path: path + ".mechanism"),
      let meta = try fields.object(mechanism, "meta", path: path + ".mechanism.meta"),
      let signalObject = try fields.object(meta, "signal", path: path + ".mechanism.meta.signal")
    {
      signal = try fields.string(signalObject, "name", path: path + ".mechanism.meta.signal.name")
    }
    switch (type, signal) {
    case (let type?, let signal?) where type != signal: report.exception = "\(type) (\(signal))"
    case (let type?, _): report.exception = type
    case (nil, let signal?): report.exception = signal
    case (nil, nil): break
    }
    if let text = try fields.string(value, "value", path: path + ".value") {
      for line in text.split(separator: "\n") {
        report.addMessage(String(line), line: fields.tape.line(value))
      }
    }
  }

  /// The frames of a `stacktrace`, top first.
  static func readFrames(
    _ fields: ExportFields, _ stacktrace: Int, path: String, into report: inout CrashReport
  ) throws(ExportFieldError) -> [CrashFrame] {
    var frames: [CrashFrame] = []
    for (position, frame) in try fields.array(stacktrace, "frames", path: path + ".frames").enumerated() {
      func at() -> String { "\(path).frames[\(position)]" }
      var crashFrame = CrashFrame()
      crashFrame.symbol = try fields.string(frame, firstOf: ["function", "symbol"], path: at() + ".")
      if let package = try fields.string(frame, "package", path: at() + ".package") {
        let image = package.split(separator: "/").last.map(String.init) ?? package
        crashFrame.image = image
        report.imagePaths[image] = package
        if try fields.bool(frame, firstOf: ["in_app", "inApp"], path: at() + ".") == true,
          report.appImage == nil
        {
          report.appImage = image
        }
      }
      crashFrame.file = try fields.string(
        frame, firstOf: ["filename", "abs_path", "absPath"], path: at() + ".")
      crashFrame.sourceLine = try fields.integer(frame, firstOf: ["lineno", "lineNo"], path: at() + ".")
      if let address = try fields.address(
        frame, firstOf: ["instruction_addr", "instructionAddr"], path: at() + "."),
        let base = try fields.address(frame, firstOf: ["image_addr", "imageAddr"], path: at() + "."),
        address >= base
      {
        crashFrame.imageOffset = address - base
      }
      crashFrame.reportLine = fields.tape.line(frame)
      frames.append(crashFrame)
    }
    return Array(frames.reversed().prefix(CrashThread.maximumFrames))
  }

  /// `message` as a string, or `message.formatted` / `logentry.formatted`.
  static func messageText(_ fields: ExportFields, _ object: Int) throws(ExportFieldError) -> String? {
    guard let index = fields.value(object, "message") else { return nil }
    if fields.tape.kind(index) == .object {
      return try fields.string(index, "formatted", path: "message.formatted")
    }
    return try fields.string(object, "message", path: "message")
  }
}
