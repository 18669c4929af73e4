import Foundation

/// `timerdoctor lint`: walks the paths, scans the Swift files in parallel and applies the rules,
/// suppression comments, configuration and baseline.
public struct LintEngine: Sendable {
  /// Folders never walked into (at any depth) unless named on the command line.
  public static let defaultExcludedFolders: Set<String> = [
    ".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm",
  ]
  /// Xcode's packages of resources and settings, never walked into unless named on the command
  /// line: asset catalogs, projects, workspaces and localizations hold no Swift that Xcode
  /// compiles, and asset catalogs alone are a third of the folders of a real app.
  public static let defaultExcludedFolderExtensions = [".xcassets", ".xcodeproj", ".xcworkspace", ".lproj"]
  /// The largest Swift file read.
  public static let sizeLimit = InputSource.sizeLimit

  let options: LintOptions
  let configuration: LintConfiguration
  /// The configuration file read, if any (part of the cache key, by content).
  let configurationPath: String?
  let linter: FileLinter
  let baseline: Baseline?

  /// Loads configuration; throws an error whose description is one line naming the file and key (CLI exits 2).
  public init(catalog: Catalog, options: LintOptions) throws {
    self.options = options
    // Unknown `--enable` / `--disable` ids are a usage error checked once, in `LintCommand`.
    let known = Set(LintRules.ids)
    let configPath = options.configPath ?? LintConfiguration.discover(from: options.paths.first ?? ".")
    configurationPath = configPath
    configuration =
      try configPath.map { path throws(FileError) in try LintConfiguration(path: path, ruleIDs: known) }
      ?? LintConfiguration()
    // Opt-in rules (style) run only when the configuration or `--enable` asks for them.
    let onByDefault = LintRules.ids.filter { catalog.entry($0)?.optIn != true }
    let enabled = configuration.enabledRules(
      all: onByDefault, enable: options.enabled, disable: options.disabled)
    let rules = LintRules.all.filter { enabled.contains($0.id) }
    linter = FileLinter(
      rules: rules, catalog: catalog,
      severities: SeverityPolicy(ids: rules.map(\.id), catalog: catalog, configured: configuration.severity))
    baseline = try options.baselinePath.map { path throws(FileError) in try Baseline(path: path) }
  }

  /// Walks, scans in parallel (all cores), applies rules, suppressions, config severities and the
  /// baseline. `showingProgress` draws a progress line on stderr.
  public func lint(showingProgress: Bool = false) -> EngineOutput {
    let forceExclude = options.forceExclude
    var collector = Self.sourceCollector(configuration: configuration, forceExclude: forceExclude)
    collector.standardInputName = options.standardInputName
    // Standard input has no stamp: a run that reads it is never cached. The last record is read
    // and parsed while the folders are walked.
    let cache =
      options.paths.contains("-")
      ? nil : options.cachePath.map { LintCache(folder: $0, runDescription: runDescription) }
    var stored = cache.map { cache in BackgroundValue { cache.storedRecord() } }
    // The walk reads each file's status only when there is a record to compare it with; a run
    // that lints takes the statuses from the files it opens.
    collector.statsFiles = cache.map { FileManager.default.fileExists(atPath: $0.recordPath) } ?? false
    let collected = collector.collect(options.paths)
    let sources = collected.sources
    let linter = linter
    let reused = cache?.reusable(stored?.value, for: sources)
    stored = nil  // A record that does not fit is not kept through the run.
    if let record = reused {
      var output = EngineOutput(
        findings: baseline?.filter(record.findings) ?? record.findings, errors: collected.errors,
        inputs: sources.map(\.displayPath))
      output.warnings = record.warnings
      return output
    }
    let progress = ProgressLine(total: sources.count, noun: "files", enabled: showingProgress)
    defer { progress.finish() }
    // Pass one: scan every file and read its type facts. Pass two: the rules, with the facts
    // of all files, so a stop() in another file's extension counts. Each file is stamped from
    // its open descriptor before it is read, so a later write always moves its stamp.
    let results = sources.concurrentMap { source -> (Result<FileLinter.FirstPass, InputError>, FileStamp?) in
      defer { progress.advance() }
      var stamp: FileStamp?
      let result = source.readStamped(limit: Self.sizeLimit).flatMap {
        read -> Result<FileLinter.FirstPass, InputError> in
        if cache != nil, let status = read.status, let path = source.filePath {
          stamp = FileStamp(
            path: path, size: status.size, changed: status.changed, hash: ContentHash.of(read.bytes))
        }
        guard !Self.isUTF16(read.bytes) else {
          return .failure(InputError(path: source.displayPath, message: Self.utf16Message))
        }
        var pass = linter.prepare(path: source.displayPath, bytes: read.bytes)
        if case .scanned(var file) = pass, file.hasTimers, source.filePath != nil {
          file.rereadHash = stamp?.hash ?? ContentHash.of(read.bytes)
          file.bytes = []
          pass = .scanned(file)
        }
        return .success(pass)
      }
      return (result, stamp)
    }
    var output = EngineOutput(errors: collected.errors)
    var prepared: [(file: FileLinter.Prepared, source: InputSource)] = []
    var outlines: [[ClassHeader]] = []
    var stamps: [FileStamp] = []
    for (source, (result, stamp)) in zip(sources, results) {
      switch result {
      case .success(.scanned(let file)):
        output.inputs.append(source.displayPath)
        prepared.append((file, source))
      case .success(.outline(let headers)):
        output.inputs.append(source.displayPath)
        if !headers.isEmpty { outlines.append(headers) }
      case .failure(let error):
        output.errors.append(error)
      }
      if case .success = result, let stamp { stamps.append(stamp) }
    }
    output.warnings = prepared.flatMap(\.file.warnings)
    let module = ModuleFacts(
      files: prepared.map(\.file.types), uses: prepared.map(\.file.uses), outlines: outlines)
    // Pass two scans again only the files where a rule can report.
    let linted = prepared.concurrentMap { file, source -> Result<[Finding], InputError> in
      guard file.mayReport(in: module) else { return .success([]) }
      return Self.reread(file, from: source).map { linter.lint($0, module: module) }
    }
    var all: [Finding] = []
    for result in linted {
      switch result {
      case .success(let findings): all += findings
      case .failure(let error): output.errors.append(error)
      }
    }
    // Only a run that read every input is kept: an unreadable file must be reported again.
    if let cache, output.errors.isEmpty, stamps.count == sources.count {
      cache.store(files: stamps, findings: all, warnings: output.warnings)
    }
    output.findings = baseline?.filter(all) ?? all
    // Freeing the facts of thousands of files takes milliseconds: another core does it while the
    // report is written.
    let facts = (results, prepared, outlines, module)
    DispatchQueue.global().async { withExtendedLifetime(facts) {} }
    return output
  }

  /// `file` with its bytes for pass two: read again from `source` when pass one let them go,
  /// and refused when they are not the bytes pass one read (the file changed in between, so its
  /// facts are stale: the next run lints it whole).
  static func reread(_ file: FileLinter.Prepared, from source: InputSource) -> Result<
    FileLinter.Prepared, InputError
  > {
    guard let hash = file.rereadHash else { return .success(file) }
    return source.read(limit: sizeLimit).flatMap { bytes in
      guard ContentHash.of(bytes) == hash else {
        return .failure(
          InputError(path: source.displayPath, message: "changed while it was linted; run lint again"))
      }
      var file = file
      file.bytes = bytes
      return .success(file)
    }
  }

  /// What decides a run's findings besides its inputs, for the cache key: the rules and their
  /// texts, severities, configuration, the paths asked for and the options that pick files.
  var runDescription: String {
    let config =
      configurationPath.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) } ?? []
    return [
      "rules: " + linter.rules.map(\.id).joined(separator: ","),
      "messages: "
        + linter.messages.sorted { $0.key < $1.key }.map {
          // Joined by hand: interpolating the pairs would describe them by reflection.
          $0.key + "="
            + $0.value.sorted { $0.key < $1.key }.map { $0.key + ":" + $0.value }.joined(separator: ",")
        }
        .joined(separator: ";"),
      "severities: "
        + linter.severities.configured.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value.rawValue }
        .joined(separator: ","),
      "configuration: \(configurationPath ?? "-") \(ContentHash.of(config))",
      "paths: " + options.paths.joined(separator: "\u{0}"),
      // Findings show paths relative to the current folder.
      "folder: " + FileManager.default.currentDirectoryPath,
      "force-exclude: \(options.forceExclude) stdin-name: \(options.standardInputName)",
    ].joined(separator: "\n")
  }

  /// How lint finds Swift sources (and triage's `--source` too): `.swift` files the configuration
  /// accepts, never inside `.build`, `Pods` and the other default-excluded folders, each file once.
  static func sourceCollector(configuration: LintConfiguration, forceExclude: Bool = false) -> InputCollector
  {
    var collector = InputCollector(
      acceptsFile: { path in
        path.hasByteSuffix(".swift") && configuration.accepts(file: path)
          && !(forceExclude && Self.isInExcludedFolder(path, configuration: configuration))
      },
      entersDirectory: { path in
        !Self.isDefaultExcluded(folderName: path.lastPathComponentBytes)
          && configuration.enters(directory: path)
      },
      specialFiles: .skip, takesEachFileOnce: true)
    collector.filtersNamedFiles = forceExclude
    collector.requiredSuffix = ".swift"
    return collector
  }

  /// Whether a folder of this name is never walked into (a default-excluded name or extension),
  /// compared as bytes: asked for every folder of a tree, where making a string of each name and
  /// hashing it showed.
  static func isDefaultExcluded(folderName name: Substring) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      excludedNameBytes.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
        || excludedExtensionBytes.contains {
          $0.count <= bytes.count && bytes.suffix($0.count).elementsEqual($0)
        }
    }
  }

  private static let excludedNameBytes = defaultExcludedFolders.map { Array($0.utf8) }
  private static let excludedExtensionBytes = defaultExcludedFolderExtensions.map { Array($0.utf8) }

  /// Whether a folder above `path` is one the walk would not enter (`.build`, `Pods`, an
  /// `excluded` entry): for files named on the command line under `--force-exclude`.
  static func isInExcludedFolder(_ path: String, configuration: LintConfiguration) -> Bool {
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, folder != "/", folder != "." {
      if isDefaultExcluded(folderName: Substring((folder as NSString).lastPathComponent))
        || !configuration.enters(directory: folder)
      {
        return true
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return false
  }

  /// Swift sources are UTF-8; a UTF-16 file would scan as noise and silently pass.
  static let utf16Message = "UTF-16 text; convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)"

  /// Whether `bytes` start with a UTF-16 byte order mark.
  static func isUTF16(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
  }
}
