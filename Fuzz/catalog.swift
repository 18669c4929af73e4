// libFuzzer target: the Rules/ entry parser (front matter and examples) on arbitrary bytes.
// Built by scripts/fuzz together with the TimerDoctorKit sources.

func fuzzCatalogEntry(_ data: UnsafePointer<UInt8>, _ size: Int) {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let entry = try? CatalogEntry(parsing: text, file: "Rules/fuzz.md") {
    _ = try? Catalog(entries: [entry])
  }
}
