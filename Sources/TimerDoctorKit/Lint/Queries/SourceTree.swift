import Foundation

/// The app's Swift sources named by `triage --source DIR`, read once as `timerdoctor lint DIR`
/// finds them: lint's input collector, the folder's `.timerdoctor.json` excludes and size limit.
/// An unreadable or oversized file is passed over (triage still decides from the report).
struct SourceTree: Sendable {
  /// The folder as given.
  let directory: String
  /// Each file, by the path lint reports it by (the folder joined with the path below it).
  let files: [SourceFile]

  init(directory: String) {
    self.directory = directory
    // A broken configuration file is lint's to report; here the folder is read with defaults.
    let configuration =
      LintConfiguration.discover(from: directory).flatMap {
        try? LintConfiguration(path: $0, ruleIDs: Set(LintRules.ids))
      } ?? LintConfiguration()
    var files: [SourceFile] = []
    for source in LintEngine.sourceCollector(configuration: configuration).collect([directory]).sources {
      guard case .success(let bytes) = source.read(limit: LintEngine.sizeLimit),
        case .file = source.location
      else { continue }
      // The path lint reports it by, so lint's findings match the functions found here.
      files.append(SourceFile(path: source.displayPath, bytes: bytes))
    }
    self.files = files
  }

  /// `path` relative to the folder, for evidence lines.
  func relative(_ path: String) -> String {
    path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : path
  }
}
