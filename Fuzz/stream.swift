// libFuzzer target: the JSON Lines stream (line splitting, batches, every export reader) on
// arbitrary bytes read through a pipe, as `triage --format jsonl -` reads them; each verdict's
// hand-written JSON line must equal JSONEncoder's. Built by scripts/fuzz (Fuzz/Entry.swift picks the target).
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

private let streamEngine: TriageEngine = {
  let catalog = (try? Catalog.embedded()) ?? (try? Catalog(entries: []))
  return TriageEngine(entries: catalog?.crashPatterns ?? [], sourceDirectory: nil)
}()

func fuzzStream(_ data: UnsafePointer<UInt8>, _ size: Int) {
  // Inputs start as JSON Lines often enough to matter: libFuzzer mutates the export seeds.
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { fatalError("pipe: \(String(cString: strerror(errno)))") }
  // The whole input (at most 64 KiB, scripts/fuzz's -max_len) fits a pipe grown to 1 MiB, so
  // one thread writes it all before reading. Glibc's module does not export F_SETPIPE_SZ (1031).
  guard fcntl(ends[1], 1031, 1 << 20) >= 0 else {
    fatalError("F_SETPIPE_SZ: \(String(cString: strerror(errno)))")
  }
  var written = 0
  while written < size {
    let count = write(ends[1], data + written, size - written)
    guard count > 0 else { fatalError("write to the pipe: \(String(cString: strerror(errno)))") }
    written += count
  }
  close(ends[1])
  defer { close(ends[0]) }
  let source = InputSource(location: .file("/dev/fd/\(ends[0])"), displayPath: "fuzz.jsonl")
  streamEngine.stream(source) { result in
    guard case .success(let finding) = result else { return }
    let line = JSONLineWriter.line(finding)
    let expected = JSONText.encode(JSONFinding(finding), pretty: false)
    if line != expected { fatalError("JSON line differs from JSONEncoder:\n\(line)\n\(expected)") }
  }
}
