import Dispatch
import Foundation

/// Reads crash reports in any supported format and names the DispatchSourceTimer pattern each
/// one shows (docs/triage-facts.md), one `Finding` per readable report.
public struct TriageEngine: Sendable {
  /// The largest report read; real ones are well under 10 MB.
  public static let sizeLimit = InputSource.sizeLimit

  /// How triage collects inputs: FIFOs and devices in folders are reported, and Markdown files
  /// found in folders (a README next to the logs) are documentation, not reports. Files named
  /// on the command line are always read, whatever their name.
  public static let inputCollector = InputCollector(
    acceptsFile: { !$0.hasSuffix(".md") }, specialFiles: .report)

  let classifier: Classifier
  /// Links culprits to their functions and lint findings (`--source DIR`).
  let linker: SourceLinker?

  /// Creates an engine whose signatures come from the catalog's crash entries (built-in and
  /// `--rules` ones); `sourceDirectory` (`--source DIR`) enables the source refinement and links
  /// each culprit to its function and the lint findings there.
  public init(catalog: Catalog, sourceDirectory: String? = nil) {
    let tree = sourceDirectory.map(SourceTree.init)
    classifier = Classifier(
      signatures: PatternSignatures(entries: catalog.crashPatterns),
      sourceIndex: tree.map(DeinitCancelIndex.init))
    linker = tree.map { SourceLinker(tree: $0, catalog: catalog) }
  }

  /// Creates an engine from crash entries directly.
  init(entries: [CatalogEntry], sourceDirectory: String? = nil) {
    classifier = Classifier(
      signatures: PatternSignatures(entries: entries),
      sourceIndex: sourceDirectory.map(DeinitCancelIndex.init))
    linker = nil
  }

  /// Reads and classifies every source (in parallel), one Finding per readable report;
  /// `progress` (if any) advances once per source.
  public func triage(_ sources: [InputSource], progress: ProgressLine? = nil) -> EngineOutput {
    defer { progress?.finish() }
    let results = sources.concurrentMap { source in
      defer { progress?.advance() }
      switch source.read(limit: Self.sizeLimit) {
      case .success(let bytes):
        // Program source is never a report: passed over in a folder (the app's sources beside
        // its logs), named as what it is when given on the command line.
        guard !SourceCodeSniffer.isSourceCode(bytes[...]) else {
          if source.isFoundInFolder { return [Result<Finding, InputError>]() }
          return [.failure(InputError(path: source.displayPath, message: Self.sourceCodeMessage))]
        }
        return triageEach(bytes: bytes, displayPath: source.displayPath)
      case .failure(let error): return [.failure(error)]
      }
    }
    var output = EngineOutput()
    for (source, reports) in zip(sources, results) {
      var read = false
      for result in reports {
        switch result {
        case .success(let finding):
          output.findings.append(finding)
          read = true
        case .failure(let error):
          output.errors.append(error)
        }
      }
      if read { output.inputs.append(source.displayPath) }
    }
    return output
  }

  /// The error for program source named as a report.
  static let sourceCodeMessage =
    "program source, not a crash report: pass its folder with --source DIR to link crashes to it"

  /// Classifies every report in one input: each pasted report on its own, with its line range in
  /// the evidence; a file with one report is one verdict.
  func triageEach(bytes: [UInt8], displayPath: String) -> [Result<Finding, InputError>] {
    let pieces = ReportSplitter.pieces(bytes)
    guard pieces.count > 1 else { return [triage(bytes: bytes, displayPath: displayPath)] }
    return pieces.enumerated().map { index, piece in
      let report = TextReportReader.read(bytes[piece.range], firstLine: piece.firstLine)
      let range =
        "report \(index + 1) of \(pieces.count) in this file (lines \(piece.firstLine)-\(piece.lastLine))"
      guard report.hasContent else {
        return .failure(
          InputError(path: displayPath, message: "\(range): \(CrashReportError.noCrashContent.message)"))
      }
      let context = ClassificationContext(report: report, signatures: classifier.signatures)
      var result = finding(context, verdict: classifier.classify(context), path: displayPath)
      result.triage?.evidence.insert(range, at: 0)
      if result.line == nil { result.line = piece.firstLine }
      return .success(result)
    }
  }

  /// Classifies one report's bytes.
  func triage(bytes: [UInt8], displayPath: String) -> Result<Finding, InputError> {
    switch ReportDecoder.decode(bytes) {
    case .success(let report):
      let context = ClassificationContext(report: report, signatures: classifier.signatures)
      return .success(finding(context, verdict: classifier.classify(context), path: displayPath))
    case .failure(let error):
      return .failure(InputError(path: displayPath, message: error.message))
    }
  }
}
