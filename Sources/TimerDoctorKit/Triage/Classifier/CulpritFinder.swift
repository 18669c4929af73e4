/// Finds the culprit: the first frame in the app's own image below the libdispatch/runtime
/// frames, skipping compiler-generated glue when real app code follows.
enum CulpritFinder {
  /// The culprit frame at or below `start` (the trap frame), or from the top.
  static func culprit(_ context: ClassificationContext, after start: Int?) -> (index: Int, frame: CrashFrame)?
  {
    let frames = context.frames
    let from = start ?? 0
    guard from < frames.count else { return nil }
    // The first symbolicated app frame names the function; an unsymbolicated one above it
    // (`Pulse + 0x9b1c8`) only says where, and stays in the evidence.
    var firstApp: Int?
    var firstNamed: Int?
    // Searched from the top (a crash with no timer trap), `main` is below every crash of an app
    // and says nothing about where to look; below a trap it is the code that made the call.
    for index in from..<frames.count
    where ImageKind.isApp(frames[index], in: context.report)
      && (start != nil || frames[index].symbol != "main")
    {
      if firstApp == nil { firstApp = index }
      let named = !(frames[index].symbol ?? "").isEmpty
      if named, firstNamed == nil { firstNamed = index }
      if named, !ImageKind.isGenerated(frames[index]) { return (index, frames[index]) }
    }
    return (firstNamed ?? firstApp).map { ($0, frames[$0]) }
  }

  /// The `Culprit` shown to the user: `symbol (File.swift:42)`, or `<image> + 0x<offset>` for
  /// unsymbolicated frames, so reports of the same build group together.
  static func describe(_ frame: CrashFrame, in report: CrashReport) -> Culprit {
    let image = frame.image ?? report.appImage ?? report.process ?? moduleName(frame) ?? "???"
    let symbol: String
    if let name = frame.symbol, !name.isEmpty {
      symbol = name
    } else if let offset = frame.imageOffset {
      symbol = "\(image) + 0x\(String(offset, radix: 16))"
    } else {
      symbol = "\(image) + ???"
    }
    let file = frame.file.flatMap { $0.containsBytes("<compiler-generated>") ? nil : $0 }
      .map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    return Culprit(image: image, symbol: symbol, file: file, line: file == nil ? nil : frame.sourceLine)
  }

  /// The module a frame with no image belongs to (gdb prints none): the module of a mangled
  /// Swift symbol (`$s11PulseServer...`), or the SwiftPM target of its source path
  /// (`/Sources/PulseServer/main.swift`).
  static func moduleName(_ frame: CrashFrame) -> String? {
    if let symbol = frame.symbol, symbol.hasPrefix("$s") {
      let digits = symbol.dropFirst(2).prefix { $0.isASCII && $0.isNumber }
      if let length = Int(digits), length > 0 {
        let name = symbol.dropFirst(2 + digits.count).prefix(length)
        if name.count == length { return String(name) }
      }
    }
    let parts = frame.file?.split(separator: "/") ?? []
    if let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count {
      return String(parts[sources + 1])
    }
    return nil
  }
}
