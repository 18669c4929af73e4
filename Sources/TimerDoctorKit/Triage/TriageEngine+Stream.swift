import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streaming: a JSON Lines export of any size is read record by record, a batch of lines at a
/// time (each batch in parallel, while the batch before it is written and the one after it read),
/// and every verdict is handed on in input order as soon as its batch is done; memory holds three
/// batches. Any other input is read whole, as `triage` reads it.
extension TriageEngine {
  /// Lines triaged together: enough to keep every core busy, few enough to stay small.
  static let streamBatch = 2048

  /// Triages `source`, calling `emit` with each verdict or error in input order. Returns whether
  /// a report was read (the source counts as an input).
  @discardableResult
  public func stream(_ source: InputSource, emit: (Result<Finding, InputError>) -> Void) -> Bool {
    stream(source, render: { $0 }, emit: { $0.forEach { $0.forEach(emit) } })
  }

  /// Triages `source` a batch at a time. A batch's lines are cut into a few runs, and each run's
  /// verdicts and errors are turned by `render` into what the caller writes (its lines joined,
  /// say) on the worker that triaged them, so the one thread that reads and writes does little
  /// else; `emit` gets the runs' renderings in input order.
  @discardableResult
  func stream<Rendered: Sendable>(
    _ source: InputSource, render: @escaping @Sendable ([Result<Finding, InputError>]) -> Rendered,
    emit: ([Rendered]) -> Void
  ) -> Bool {
    let descriptor: Int32
    switch source.location {
    case .standardInput:
      descriptor = STDIN_FILENO
    case .file(let path):
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        emit([render([.failure(InputError(path: source.displayPath, message: "cannot open: \(reason)"))])])
        return false
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var reader = LineReader(descriptor: descriptor, maximumLine: Self.sizeLimit)
    var read = false
    var pending = reader.next(1)
    guard case .text(_, let first)? = pending.first, Self.startsJSONLines(Array(first)) else {
      var results: [Result<Finding, InputError>] = []
      read = triageWhole(pending, reader: &reader, source: source) { results.append($0) }
      emit([render(results)])
      return read
    }
    let displayPath = source.displayPath
    // Three stages overlap: while the workers triage one batch, this thread writes the batch
    // before it and reads the batch after it.
    var done: [(read: Bool, rendered: Rendered)] = []
    while !pending.isEmpty {
      let batch = pending
      let triaged = BatchResult<[(read: Bool, rendered: Rendered)]>()
      let work = DispatchGroup()
      DispatchQueue.global().async(group: work) {
        triaged.value = self.triage(batch, displayPath: displayPath, render: render)
      }
      read = read || done.contains { $0.read }
      if !done.isEmpty { emit(done.map(\.rendered)) }
      pending = reader.next(Self.streamBatch)
      work.wait()
      done = triaged.value ?? []
    }
    read = read || done.contains { $0.read }
    emit(done.map(\.rendered))
    if let error = reader.error {
      emit([render([.failure(InputError(path: source.displayPath, message: "cannot read: \(error)"))])])
    }
    return read
  }

  /// One batch of lines, cut into a few runs per core triaged in parallel; each run's results
  /// rendered on its worker.
  private func triage<Rendered: Sendable>(
    _ batch: [LineReader.Line], displayPath: String,
    render: @Sendable ([Result<Finding, InputError>]) -> Rendered
  ) -> [(read: Bool, rendered: Rendered)] {
    let runs = 16 * ProcessInfo.processInfo.activeProcessorCount
    let size = (batch.count + runs - 1) / runs
    let pieces = stride(from: 0, to: batch.count, by: size).map { batch[$0..<min($0 + size, batch.count)] }
    return pieces.concurrentMap { piece -> (read: Bool, rendered: Rendered) in
      var results: [Result<Finding, InputError>] = []
      results.reserveCapacity(piece.count)
      for line in piece { results += self.triage(line, displayPath: displayPath) }
      let ok = results.contains { if case .success = $0 { true } else { false } }
      return (ok, render(results))
    }
  }

  /// The verdicts of one JSON Lines line (none for a blank line).
  func triage(_ line: LineReader.Line, displayPath: String) -> [Result<Finding, InputError>] {
    switch line {
    case .text(let number, let bytes):
      guard bytes.contains(where: { !ExportInput.isSpace($0) }) else { return [] }
      return ExportInput.record(Array(bytes), line: number).map {
        triage($0, index: 0, of: 0, displayPath: displayPath)
      }
    case .tooLong(let number):
      return [
        .failure(
          InputError(
            path: displayPath,
            message: "record (line \(number)): longer than \(Self.sizeLimit >> 20) MB; split the record"))
      ]
    }
  }

  /// Whether a first line starts a JSON Lines export: one whole JSON object of a known export.
  static func startsJSONLines(_ line: [UInt8]) -> Bool {
    guard let first = line.firstIndex(where: { !ExportInput.isSpace($0) }), line[first] == UInt8(ascii: "{"),
      let tape = try? JSONTape(bytes: line, range: 0..<line.count)
    else { return false }
    return ExportDecoder.kind(tape, 0) != nil
  }

  /// Reads the rest of an input that is not JSON Lines, up to the size limit, and triages it whole.
  private func triageWhole(
    _ first: [LineReader.Line], reader: inout LineReader, source: InputSource,
    emit: (Result<Finding, InputError>) -> Void
  ) -> Bool {
    var bytes: [UInt8] = []
    var lines = first
    while !lines.isEmpty {
      for line in lines {
        guard case .text(_, let text) = line, bytes.count + text.count < Self.sizeLimit else {
          emit(
            .failure(
              InputError(
                path: source.displayPath,
                message: "too large: more than \(Self.sizeLimit >> 20) MB; pass a smaller file")))
          return false
        }
        bytes += text
        bytes.append(0x0A)
      }
      lines = reader.next(Self.streamBatch)
    }
    if let error = reader.error {
      emit(.failure(InputError(path: source.displayPath, message: "cannot read: \(error)")))
      return false
    }
    var read = false
    for result in triage(bytes: bytes, source: source) {
      if case .success = result { read = true }
      emit(result)
    }
    return read
  }
}

/// The result of a batch triaged on another thread, read after its group is waited for.
private final class BatchResult<Value>: @unchecked Sendable {
  var value: Value?
}
