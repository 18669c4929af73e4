// libFuzzer target: the scanner, the structure layer and all lint rules on arbitrary bytes, plus
// the check that tokens cover the input exactly. Built by scripts/fuzz (Fuzz/Entry.swift picks the target).

// Every rule on, with its messages' texts from the embedded rule book (a broken book is a crash
// the fuzzer should report).
private let linter: FileLinter = {
  guard let catalog = try? Catalog.embedded() else { fatalError("the embedded rule book is broken") }
  return FileLinter(
    rules: LintRules.all, catalog: catalog, severities: SeverityPolicy(ids: LintRules.ids, catalog: catalog))
}()

func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  var end = 0
  for token in Scanner.scan(bytes) {
    // A gap or overlap would mean the scanner lost or duplicated bytes: crash so libFuzzer keeps it.
    if token.range.lowerBound != end || token.range.upperBound <= token.range.lowerBound { fatalError("tokens do not cover the input") }
    end = token.range.upperBound
  }
  if end != bytes.count { fatalError("tokens do not cover the input") }
  // Rules run even where the "mentions a timer" prefilter would skip the file.
  let context = LintContext(file: SourceFile(path: "fuzz.swift", bytes: bytes))
  for rule in LintRules.all { _ = rule.check(context) }
  _ = linter.lint(path: "fuzz.swift", bytes: bytes)
}
