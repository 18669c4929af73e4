/// The one lint query triage uses (`--source DIR`): the app's Swift sources, read once as
/// `timerdoctor lint DIR` reads them, answering what triage asks about a culprit: which `cancel()`
/// its `deinit` makes, which function it is, and what lint reports inside that function.
struct SourceQuery: Sendable {
  private let deinitCancels: DeinitCancelIndex
  private let functions: FunctionIndex
  /// Lint findings by file, as collected.
  private let findings: [String: [Finding]]

  /// Reads `directory`. With a catalog, lints it as `timerdoctor lint DIR` would (default rules,
  /// the folder's `.timerdoctor.json`; a broken one is lint's to report, and no finding is kept).
  init(directory: String, catalog: Catalog?) {
    let tree = SourceTree(directory: directory)
    deinitCancels = DeinitCancelIndex(tree: tree)
    functions = FunctionIndex(tree: tree)
    let engine = catalog.flatMap { try? LintEngine(catalog: $0, options: LintOptions(paths: [directory])) }
    findings = Dictionary(grouping: engine?.lint().findings ?? [], by: \.file)
  }

  /// The `cancel()` in the `deinit` that `symbol` names, if any (see `DeinitCancelIndex`).
  func cancelInDeinit(symbol: String, file: String?) -> DeinitCancelIndex.Hit? {
    deinitCancels.cancelInDeinit(symbol: symbol, file: file)
  }

  /// The function `name` of `type` (any type when nil): the one in the report's file at the
  /// report's line when it has them, else the first of that name.
  func function(type: String?, name: String, file: String?, line: Int?) -> FunctionIndex.Function? {
    functions.function(type: type, name: name, file: file, line: line)
  }

  /// Lint's findings inside `function`, in line order.
  func findings(in function: FunctionIndex.Function) -> [Finding] {
    (findings[function.file] ?? []).filter { function.lines.contains($0.line ?? 0) }
  }
}
