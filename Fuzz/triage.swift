// libFuzzer target: every crash-report reader (exports and pasted reports included) and the
// classifier on arbitrary bytes, through the same entry the engine uses for each input. Built by scripts/fuzz (Fuzz/Entry.swift picks the target).

private let engine: TriageEngine = {
  // The embedded catalog is checked by the test suite; an empty one still exercises the readers.
  let catalog = (try? Catalog.embedded()) ?? (try? Catalog(entries: []))
  return TriageEngine(entries: catalog?.crashPatterns ?? [], sourceDirectory: nil)
}()

func fuzzTriage(_ data: UnsafePointer<UInt8>, _ size: Int) {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = engine.triageEach(bytes: bytes, displayPath: "fuzz.ips")
}
