/// Reads an `.ips` report of bug_type 309: the metadata line (optional) and the report object.
///
/// Frames name their library only by index into `usedImages`; unsymbolicated app frames have
/// just `imageIndex` and `imageOffset`. Unknown keys are ignored.
enum IPSReader {
  /// Builds a report from the parsed metadata line (if any) and the report body.
  static func read(metadata: JSONTape?, body: JSONTape) -> CrashReport {
    var report = CrashReport(format: .ips309)
    let root = 0
    let images = readImages(body, report: &report)
    readHeader(metadata: metadata, body: body, root: root, report: &report)
    if let threads = body.member(root, "threads") {
      let faulting = body.int(body.member(root, "faultingThread"))
      for (position, thread) in body.elements(threads).enumerated() {
        var crashThread = CrashThread(number: position)
        crashThread.name =
          body.string(body.member(thread, "name")) ?? body.string(body.member(thread, "queue"))
        crashThread.crashed = body.bool(body.member(thread, "triggered")) || faulting == position
        crashThread.frames = readFrames(body, body.member(thread, "frames"), images: images)
        report.threads.append(crashThread)
      }
      report.crashedThreadIndex =
        faulting.flatMap { report.threads.indices.contains($0) ? $0 : nil }
        ?? report.threads.firstIndex { $0.crashed }
    }
    if let backtrace = body.member(root, "lastExceptionBacktrace") {
      let frames = readFrames(body, backtrace, images: images)
      if !frames.isEmpty {
        report.threads.append(CrashThread(name: "Last Exception Backtrace", frames: frames))
      }
    }
    return report
  }

  private static func readHeader(metadata: JSONTape?, body: JSONTape, root: Int, report: inout CrashReport) {
    if let exception = body.member(root, "exception") {
      let type = body.string(body.member(exception, "type"))
      let signal = body.string(body.member(exception, "signal"))
      switch (type, signal) {
      case (let type?, let signal?): report.exception = "\(type) (\(signal))"
      case (let type?, nil): report.exception = type
      case (nil, let signal?): report.exception = signal
      default: break
      }
      addMessages(body.strings(body.member(exception, "message")), line: body.line(exception), to: &report)
    }
    if let asi = body.member(root, "asi") {
      addMessages(body.strings(asi), line: body.line(asi), to: &report)
    }
    if let termination = body.member(root, "termination") {
      addMessages(
        body.strings(body.member(termination, "reasons")), line: body.line(termination), to: &report)
      addMessages(
        body.strings(body.member(termination, "details")), line: body.line(termination), to: &report)
    }
    if let triage = body.member(root, "ktriageinfo") {
      addMessages(body.strings(triage), line: body.line(triage), to: &report)
    }
    if let version = body.member(root, "osVersion") {
      let train = body.string(body.member(version, "train"))
      let build = body.string(body.member(version, "build"))
      report.os = train.map { name in build.map { "\(name) (\($0))" } ?? name }
    }
    if report.os == nil, let metadata { report.os = metadata.string(metadata.member(0, "os_version")) }
    report.process =
      body.string(body.member(root, "procName"))
      ?? metadata.flatMap { $0.string($0.member(0, "app_name")) ?? $0.string($0.member(0, "name")) }
    if let path = body.string(body.member(root, "procPath")) {
      report.appImage = path.split(separator: "/").last.map(String.init)
    }
    if report.appImage == nil { report.appImage = report.process }
  }

  private static func addMessages(_ texts: [String], line: Int, to report: inout CrashReport) {
    for text in texts {
      for piece in text.split(separator: "\n") where !piece.isEmpty {
        report.addMessage(String(piece), line: line)
      }
    }
  }

  /// `usedImages` as names (or `???` when anonymous), recording each image's path.
  private static func readImages(_ body: JSONTape, report: inout CrashReport) -> [String] {
    guard let list = body.member(0, "usedImages") else { return [] }
    return body.elements(list).map { image in
      let path = body.string(body.member(image, "path"))
      let name =
        body.string(body.member(image, "name"))
        ?? path.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "???"
      if let path, report.imagePaths[name] == nil { report.imagePaths[name] = path }
      return name
    }
  }

  private static func readFrames(_ body: JSONTape, _ list: Int?, images: [String]) -> [CrashFrame] {
    guard let list else { return [] }
    return body.elements(list).prefix(CrashThread.maximumFrames).map { node in
      var frame = CrashFrame()
      frame.reportLine = body.line(node)
      // One pass over the frame's keys (a report has thousands of frames).
      body.forEachMember(node) { key, value in
        switch body.nodes[key].end - body.nodes[key].start {
        case 10 where body.keyIs(key, "imageIndex"):
          if let index = body.int(value), images.indices.contains(index) { frame.image = images[index] }
        case 11 where body.keyIs(key, "imageOffset"):
          if let offset = body.int(value), offset >= 0 { frame.imageOffset = UInt64(offset) }
        case 6 where body.keyIs(key, "symbol"):
          frame.symbol = body.string(value)
        case 10 where body.keyIs(key, "sourceFile"):
          frame.file = body.string(value)
        case 10 where body.keyIs(key, "sourceLine"):
          frame.sourceLine = body.int(value)
        default:
          break
        }
      }
      return frame
    }
  }
}
