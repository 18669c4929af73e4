import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Streaming: a JSON Lines export of any size is read record by record, a batch of lines at a
/// time (each batch in parallel), and every verdict is handed on in input order as soon as its
/// batch is done; memory holds one batch. Any other input is read whole, as `triage` reads it.
extension TriageEngine {
  /// Lines triaged together: enough to keep every core busy, few enough to stay small.
  static let streamBatch = 2048

  /// Triages `source`, calling `emit` with each verdict or error in input order. Returns whether
  /// a report was read (the source counts as an input).
  @discardableResult
  public func stream(_ source: InputSource, emit: (Result<Finding, InputError>) -> Void) -> Bool {
    let descriptor: Int32
    switch source.location {
    case .standardInput:
      descriptor = STDIN_FILENO
    case .file(let path):
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        emit(
          .failure(
            InputError(path: source.displayPath, message: "cannot open: \(String(cString: strerror(errno)))"))
        )
        return false
      }
    }
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    var reader = LineReader(descriptor: descriptor, maximumLine: Self.sizeLimit)
    var read = false
    var pending = reader.next(1)
    guard case .text(let number, let first)? = pending.first, Self.startsJSONLines(first) else {
      return triageWhole(pending, reader: &reader, source: source, emit: emit)
    }
    _ = number
    while !pending.isEmpty {
      let displayPath = source.displayPath
      let results = pending.concurrentMap { line -> [Result<Finding, InputError>] in
        switch line {
        case .text(let number, let bytes):
          guard bytes.contains(where: { !ExportInput.isSpace($0) }) else { return [] }
          return ExportInput.record(bytes, line: number).map {
            self.triage($0, index: 0, of: 0, displayPath: displayPath)
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
      for result in results.joined() {
        if case .success = result { read = true }
        emit(result)
      }
      pending = reader.next(Self.streamBatch)
    }
    if let error = reader.error {
      emit(.failure(InputError(path: source.displayPath, message: "cannot read: \(error)")))
    }
    return read
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
