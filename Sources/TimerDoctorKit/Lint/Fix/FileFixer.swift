import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One source file and its fixes: the bytes before and after, made only when that is safe, and
/// written so that a reader (or a killed run) sees the old file or the whole new one.
struct FileFixer {
  /// The file as lint found it (relative to the current folder, or absolute).
  let path: String
  /// The fixes of the file's findings.
  let fixes: [FindingFix]

  /// A file left as it was, and why.
  struct Refusal: Error {
    /// The reason, one line naming what to do.
    var reason: String
    /// Whether the file itself is the problem (changed during the run, not UTF-8, unreadable):
    /// an input error, exit 2. Overlapping fixes are not: the findings stay in the report.
    var isInputError: Bool
  }

  /// The file's bytes now and with every fix made, with the replacements made.
  struct Plan {
    var old: [UInt8]
    var new: [UInt8]
    var replacements: [FixReplacement]
  }

  /// Reads the file and makes the fixes, or says why it must stay as it is: it changed since
  /// lint read it, it is not UTF-8, or two fixes overlap.
  func plan() -> Result<Plan, Refusal> {
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(Refusal(reason: "cannot read it any more; check that it exists", isInputError: true))
    }
    let old = [UInt8](data)
    let hash = String(ContentHash.of(old), radix: 16)
    guard fixes.allSatisfy({ $0.sourceHash == hash }) else {
      return .failure(
        Refusal(reason: "it changed after lint read it; run lint --fix again", isInputError: true))
    }
    guard String(validating: old, as: UTF8.self) != nil else {
      return .failure(
        Refusal(reason: "not valid UTF-8; convert it to UTF-8 (iconv -t UTF-8), then fix", isInputError: true)
      )
    }
    switch FixApplier.replacements(of: fixes) {
    case .failure(let overlap):
      return .failure(
        Refusal(
          reason:
            "the fixes on lines \(overlap.lines.0) and \(overlap.lines.1) overlap; fix one by hand, then run lint --fix again",
          isInputError: false))
    case .success(let replacements):
      return .success(
        Plan(old: old, new: FixApplier.apply(replacements, to: old), replacements: replacements))
    }
  }

  /// Writes `bytes` over the file atomically (a temporary file beside it, renamed over it),
  /// keeping its permissions; through a symbolic link, the file it points to is rewritten.
  func write(_ bytes: [UInt8]) throws(FileError) {
    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var status = stat()
    let mode = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    let writer = try StreamingFileWriter(path: target, mode: mode)
    writer.write(Data(bytes))
    try writer.finish()
  }
}
