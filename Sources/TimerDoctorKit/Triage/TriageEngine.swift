import Dispatch
import Foundation

/// Reads crash reports in any supported format and names the DispatchSourceTimer pattern each
/// one shows (docs/triage-facts.md), one `Finding` per readable report.
public struct TriageEngine: Sendable {
  /// The largest report read; real ones are well under 10 MB.
  public static let sizeLimit = InputSource.sizeLimit

  /// How triage collects inputs: every regular file, whatever its name (what a file is, is read
  /// from its content); FIFOs and devices in folders are reported.
  public static let inputCollector = InputCollector(specialFiles: .report)

  let classifier: Classifier
  /// Links culprits to their functions and lint findings (`--source DIR`).
  let linker: SourceLinker?
  /// Each pattern's summary as a headline (`PatternSignatures.Pattern.headline`), by id.
  let headlines: [String: Headline]

  /// Creates an engine whose signatures come from the catalog's crash entries (built-in and
  /// `--rules` ones); `sourceDirectory` (`--source DIR`) enables the source refinement and links
  /// each culprit to its function and the lint findings there.
  public init(catalog: Catalog, sourceDirectory: String? = nil) {
    let query = sourceDirectory.map { SourceQuery(directory: $0, catalog: catalog) }
    classifier = Classifier(signatures: PatternSignatures(entries: catalog.crashPatterns), sourceIndex: query)
    linker = query.map(SourceLinker.init)
    headlines = Dictionary(
      uniqueKeysWithValues: classifier.signatures.patterns.map { ($0.id, Headline($0.headline)) })
  }

  /// Creates an engine from crash entries directly (no lint findings are linked).
  init(entries: [CatalogEntry], sourceDirectory: String? = nil) {
    let query = sourceDirectory.map { SourceQuery(directory: $0, catalog: nil) }
    classifier = Classifier(signatures: PatternSignatures(entries: entries), sourceIndex: query)
    linker = query.map(SourceLinker.init)
    headlines = Dictionary(
      uniqueKeysWithValues: classifier.signatures.patterns.map { ($0.id, Headline($0.headline)) })
  }

  /// Reads and classifies every source (in parallel), one Finding per readable report;
  /// `progress` (if any) advances once per source.
  public func triage(_ sources: [InputSource], progress: ProgressLine? = nil) -> EngineOutput {
    defer { progress?.finish() }
    let results = sources.concurrentMap { source in
      defer { progress?.advance() }
      switch source.read(limit: Self.sizeLimit) {
      case .success(let bytes): return triage(bytes: bytes, source: source)
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

  /// Every verdict in one input's bytes. Program source is never a report: passed over in a
  /// folder (the app's sources beside its logs), named as what it is when given on the command
  /// line.
  func triage(bytes: [UInt8], source: InputSource) -> [Result<Finding, InputError>] {
    guard !SourceCodeSniffer.isSourceCode(bytes[...]) else {
      if source.isFoundInFolder { return [] }
      return [.failure(InputError(path: source.displayPath, message: Self.sourceCodeMessage))]
    }
    var bytes = bytes
    if MarkdownDocument.isDocument(bytes[...]) {
      // A document is read from its code blocks, and only when they hold a stack: a README
      // beside the logs quotes messages and frame names in prose and tables.
      bytes = MarkdownDocument.codeBlocks(bytes) ?? bytes
      guard case .success(let report) = ReportDecoder.decode(bytes),
        report.threads.contains(where: { !$0.frames.isEmpty })
      else {
        if source.isFoundInFolder { return [] }
        return [.failure(InputError(path: source.displayPath, message: Self.documentMessage))]
      }
    }
    let results = triageEach(bytes: bytes, displayPath: source.displayPath)
    // An Xcode Organizer `.xccrashpoint` bundle indexes its logs with JSON files of its own
    // (`PointInfo.json`, `DistributionInfo.json`): in a walk of the bundle they are passed over.
    if source.isFoundInFolder, source.displayPath.contains(".xccrashpoint/"),
      results.allSatisfy({ (try? $0.get()) == nil })
    {
      return []
    }
    return results
  }

  /// The error for a Markdown document named as a report whose code blocks hold no stack.
  static let documentMessage =
    "a Markdown document with no stack frame in its code blocks, not a crash report: paste the crashed thread's frames into a ``` block"

  /// The error for program source named as a report.
  static let sourceCodeMessage =
    "program source, not a crash report: pass its folder with --source DIR to link crashes to it"

  /// Classifies every report in one input: each pasted report on its own, with its line range in
  /// the evidence; a file with one report is one verdict.
  func triageEach(bytes: [UInt8], displayPath: String) -> [Result<Finding, InputError>] {
    // Before any reader, splitting included: the strings of an executable hold whole reports.
    if let problem = ReportDecoder.encodingProblem(bytes) {
      return [.failure(InputError(path: displayPath, message: problem.message))]
    }
    if let (records, lines) = ExportInput.records(bytes) {
      // JSON Lines records are named by their line, as when streamed (the count is not known
      // there); the records of one document by their position in it.
      return records.enumerated().map { index, entry in
        triage(entry, index: index, of: lines ? 0 : records.count, displayPath: displayPath)
      }
    }
    let pieces = ReportSplitter.pieces(bytes)
    // One report: its encoding is checked above, so the decoder does not scan it again.
    guard pieces.count > 1 else {
      return [classify(ReportDecoder.decodeText(bytes), displayPath: displayPath)]
    }
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

  /// Classifies one record of an export, naming it in the evidence (its id, its line) and in the
  /// finding (`record`), or says why that record could not be read.
  func triage(_ entry: ExportInput.Entry, index: Int, of count: Int, displayPath: String) -> Result<
    Finding, InputError
  > {
    let place = count > 1 ? "record \(index + 1) of \(count)" : "record"
    switch entry {
    case .failure(let error):
      return .failure(
        InputError(path: displayPath, message: "\(place) (line \(error.line)): \(error.message)"))
    case .success(let record):
      guard record.report.hasContent else {
        return .failure(
          InputError(
            path: displayPath,
            message: "\(place) (line \(record.line)): \(CrashReportError.noCrashContent.message)"))
      }
      let context = ClassificationContext(report: record.report, signatures: classifier.signatures)
      var result = finding(context, verdict: classifier.classify(context), path: displayPath)
      let id = record.id.map { "id \($0), " } ?? ""
      result.triage?.evidence.insert(
        "\(place) (\(id)line \(record.line)), \(record.report.format.exportName)", at: 0)
      result.triage?.record = record.id
      if result.line == nil || count > 1 { result.line = record.line }
      return .success(result)
    }
  }

  /// Classifies one report's bytes.
  func triage(bytes: [UInt8], displayPath: String) -> Result<Finding, InputError> {
    classify(ReportDecoder.decode(bytes), displayPath: displayPath)
  }

  /// The verdict on a decoded report, or its decoding error.
  func classify(_ decoded: Result<CrashReport, CrashReportError>, displayPath: String) -> Result<
    Finding, InputError
  > {
    switch decoded {
    case .success(let report):
      let context = ClassificationContext(report: report, signatures: classifier.signatures)
      return .success(finding(context, verdict: classifier.classify(context), path: displayPath))
    case .failure(let error):
      return .failure(InputError(path: displayPath, message: error.message))
    }
  }
}
