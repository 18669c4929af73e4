import Foundation

/// Part of `SourceQuery` (`--source DIR`): every `deinit` in the app's Swift sources
/// whose body calls `cancel()` on a DispatchSourceTimer stored property (declared
/// `DispatchSourceTimer` or initialised with `makeTimerSource`), by type name. Built once per run
/// with the lint scanner, so comments and strings never count, and read with lint's own input
/// collector: the same excludes, `.timerdoctor.json` of the folder and size limit as `lint`.
struct DeinitCancelIndex: Sendable {
  /// A `cancel()` call found in a `deinit`.
  struct Hit: Equatable, Sendable {
    /// The file, relative to the source folder.
    var file: String
    var line: Int
    /// The line's text, trimmed.
    var text: String
  }

  /// Hits by the name of the type whose `deinit` holds them, in file order.
  private(set) var hits: [String: [Hit]] = [:]

  /// Indexes the `deinit`s of every file of the tree, by paths relative to its folder.
  init(tree: SourceTree) {
    for file in tree.files { add(file, shownAs: tree.relative(file.path)) }
  }

  /// Reads the Swift files under `directory` as `timerdoctor lint directory` would find them.
  init(directory: String) {
    self.init(tree: SourceTree(directory: directory))
  }

  /// Indexes one file's deinits, naming it `path` in the hits.
  mutating func add(_ file: SourceFile, shownAs path: String) {
    guard FileLinter.mayHaveTimers(file.bytes) else { return }
    let context = LintContext(file: file)
    var lines: LineTable?
    for event in context.timerEvents() where event.operation == .cancel {
      guard let function = context.structure.function(containing: event.codeIndex),
        context.structure.scopes[function].name == "deinit",
        let type = context.typeName(around: event.codeIndex),
        Self.isTimerProperty(event.receiver, in: context)
      else { continue }
      let table = lines ?? LineTable(file.bytes)
      lines = table
      let location = file.location(event.codeIndex, lines: table)
      hits[type, default: []].append(
        Hit(file: path, line: location.line, text: location.lineText.trimmingSpaces))
    }
  }

  /// The `cancel()` in the `deinit` that `symbol` names (`RepeatingTimer.deinit`,
  /// `Module.Owner.__deallocating_deinit`), preferring the report's `file` when several types
  /// share the name.
  func cancelInDeinit(symbol: String, file: String?) -> Hit? {
    guard let type = Self.deinitType(symbol), let candidates = hits[type] else { return nil }
    let base = file.map { ($0 as NSString).lastPathComponent }
    return candidates.first { ($0.file as NSString).lastPathComponent == base } ?? candidates.first
  }

  /// The type whose deinit `symbol` names, or nil when it is not a deinit.
  static func deinitType(_ symbol: String) -> String? {
    var text = Substring(symbol)
    if let range = text.range(of: " in ", options: .backwards) { text = text[range.upperBound...] }
    var parts = text.split(separator: ".")
    guard let last = parts.popLast(), last == "deinit" || last == "__deallocating_deinit",
      var type = parts.last
    else { return nil }
    if let generic = type.firstIndex(of: "<") { type = type[..<generic] }
    return type.isEmpty ? nil : String(type)
  }

  /// Whether `name` is a property of the file holding a DispatchSourceTimer.
  private static func isTimerProperty(_ name: String, in context: LintContext) -> Bool {
    context.facts.timerNames[name] == .dispatch
      && context.facts.declarations.contains { $0.isProperty && $0.text == name }
  }
}
