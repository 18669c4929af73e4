/// Reads one row of Firebase Crashlytics' BigQuery export (one event): `threads[]` with
/// `crashed`, `thread_name`, `queue_name`, `signal_name`, `frames[]` (`symbol`, `library`,
/// `file`, `line`, `offset`, `address`, `owner`, `blamed`); `exceptions[]` (Android) and the
/// Apple non-fatals' `error[]` (older exports: `errors[]`), which carry frames too; `application`, `operating_system`, `bundle_identifier`, `event_id`. Frames
/// are listed top first, as in every other report.
enum CrashlyticsRowReader {
  /// Whether `object` is a Crashlytics export row: Crashlytics' event keys beside its app keys.
  static func detects(_ tape: JSONTape, _ object: Int) -> Bool {
    guard tape.kind(object) == .object else { return false }
    let event = ["event_id", "issue_id", "is_fatal", "error_type", "crashlytics_sdk_version"]
    let app = ["operating_system", "application", "bundle_identifier", "installation_uuid", "device"]
    return event.contains { tape.member(object, $0) != nil }
      && app.contains { tape.member(object, $0) != nil }
      && ["threads", "exceptions", "error", "errors"].contains { tape.member(object, $0) != nil }
  }

  static func read(_ fields: ExportFields, _ object: Int) throws(ExportFieldError) -> ExportRecord {
    let tape = fields.tape
    var report = CrashReport(format: .crashlyticsExport)
    report.bundleIdentifier = try fields.string(object, "bundle_identifier", path: "bundle_identifier")
    for (position, thread) in try fields.array(object, "threads", path: "threads").enumerated() {
      let path = "threads[\(position)]"
      var crashThread = CrashThread(number: position)
      crashThread.name = try fields.string(thread, firstOf: ["queue_name", "thread_name"], path: path + ".")
      crashThread.crashed = try fields.bool(thread, "crashed", path: path + ".crashed") ?? false
      crashThread.frames = try readFrames(fields, thread, path: path, into: &report)
      if crashThread.crashed {
        let signal = try fields.string(thread, "signal_name", path: path + ".signal_name")
        let code = try fields.string(thread, "signal_code", path: path + ".signal_code")
        switch (code, signal) {
        case (let code?, let signal?): report.exception = "\(code) (\(signal))"
        case (nil, let signal?): report.exception = signal
        case (let code?, nil): report.exception = code
        case (nil, nil): break
        }
        for key in ["title", "subtitle"] {
          if let text = try fields.string(thread, key, path: "\(path).\(key)") {
            report.addMessage(text, line: tape.line(thread))
          }
        }
      }
      report.threads.append(crashThread)
    }
    // Exceptions and non-fatal errors: their frames stand in for a crashed thread when no thread
    // is marked crashed.
    for key in ["exceptions", "error", "errors"] {
      for (position, entry) in try fields.array(object, key, path: key).enumerated() {
        let path = "\(key)[\(position)]"
        for field in ["exception_message", "title", "subtitle"] {
          if let text = try fields.string(entry, field, path: "\(path).\(field)") {
            report.addMessage(text, line: tape.line(entry))
          }
        }
        if report.exception == nil {
          report.exception = try fields.string(entry, "type", path: path + ".type")
        }
        let frames = try readFrames(fields, entry, path: path, into: &report)
        if !frames.isEmpty { report.threads.append(CrashThread(name: key, frames: frames)) }
      }
    }
    report.crashedThreadIndex =
      report.threads.firstIndex { $0.crashed && !$0.frames.isEmpty }
      ?? report.threads.firstIndex {
        ["exceptions", "error", "errors"].contains($0.name) && !$0.frames.isEmpty
      }
    if let os = try fields.object(object, "operating_system", path: "operating_system") {
      let name = try fields.string(os, "name", path: "operating_system.name")
      let version = try fields.string(os, "display_version", path: "operating_system.display_version")
      let words = [name, version].compactMap { $0 }.joined(separator: " ")
      report.os = words.isEmpty ? nil : words
    }
    let id = try fields.string(object, "event_id", path: "event_id")
    return ExportRecord(report: report, id: id, line: tape.line(object))
  }

  /// The frames of a thread, exception or error, top first. A frame Crashlytics attributes to
  /// the developer (`owner: DEVELOPER`) names the app's image.
  static func readFrames(
    _ fields: ExportFields, _ holder: Int, path: String, into report: inout CrashReport
  ) throws(ExportFieldError) -> [CrashFrame] {
    var frames: [CrashFrame] = []
    let tape = fields.tape
    for (position, frame) in try fields.array(holder, "frames", path: path + ".frames").enumerated() {
      func at() -> String { "\(path).frames[\(position)]" }
      guard tape.kind(frame) == .object else {
        throw ExportFieldError(
          field: at(), problem: "\(ExportFields.describe(tape, frame)); expected an object")
      }
      var crashFrame = CrashFrame()
      var owner: String?
      // One pass over the frame's members: a row of an export has millions of frames.
      var failure: ExportFieldError?
      tape.forEachMember(frame) { key, value in
        guard failure == nil else { return }
        do throws(ExportFieldError) {
          if tape.keyIs(key, "symbol") {
            crashFrame.symbol = try fields.string(at: value, path: at() + ".symbol")
          } else if tape.keyIs(key, "library") {
            crashFrame.image = try fields.string(at: value, path: at() + ".library")
          } else if tape.keyIs(key, "file") {
            crashFrame.file = try fields.string(at: value, path: at() + ".file")
          } else if tape.keyIs(key, "line") {
            crashFrame.sourceLine = try fields.integer(at: value, path: at() + ".line").flatMap {
              $0 > 0 ? $0 : nil
            }
          } else if tape.keyIs(key, "offset") {
            crashFrame.imageOffset = try fields.integer(at: value, path: at() + ".offset").map {
              UInt64(truncatingIfNeeded: $0)
            }
          } else if tape.keyIs(key, "address") {
            _ = try fields.integer(at: value, path: at() + ".address")
          } else if tape.keyIs(key, "blamed") {
            _ = try fields.bool(at: value, path: at() + ".blamed")
          } else if tape.keyIs(key, "owner") {
            owner = try fields.string(at: value, path: at() + ".owner")
          }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      if owner == "DEVELOPER", report.appImage == nil { report.appImage = crashFrame.image }
      crashFrame.reportLine = tape.line(frame)
      frames.append(crashFrame)
      if frames.count == CrashThread.maximumFrames { break }
    }
    return frames
  }
}
