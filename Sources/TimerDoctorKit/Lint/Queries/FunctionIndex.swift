/// Every function, initializer and `deinit` declared in a type of the app's sources, with its
/// lines: the lint query triage uses to find a crash's culprit function (`--source DIR`).
struct FunctionIndex: Sendable {
  /// One function of one type.
  struct Function: Equatable, Sendable {
    /// The type's (last) name, e.g. `PollingService`.
    var type: String
    /// The function's base name (`deinit`, `init`, `play`).
    var name: String
    /// The file, as collected.
    var file: String
    /// The line of its declaration keyword.
    var line: Int
    /// Its lines, declaration to closing brace.
    var lines: ClosedRange<Int>
  }

  private(set) var functions: [Function] = []

  init(tree: SourceTree) {
    for file in tree.files { add(file) }
  }

  /// Indexes the functions of one file's types (nested functions and closures are part of
  /// their function).
  mutating func add(_ file: SourceFile) {
    let structure = Structure(file)
    var table: LineTable?
    for scope in structure.scopes where scope.kind == .function {
      guard let parent = scope.parent, structure.scopes[parent].isType else { continue }
      let lines = table ?? LineTable(file.bytes)
      table = lines
      let first = file.location(scope.header, lines: lines).line
      let last = scope.close < file.count ? file.location(scope.close, lines: lines).line : first
      functions.append(
        Function(
          type: structure.scopes[parent].name, name: scope.name, file: file.path, line: first,
          lines: first...max(first, last)))
    }
  }

  /// The function `name` of `type` points at: in the report's file at the report's line when the report
  /// has them, else the type's function of that name (the first, in file order).
  func function(type: String?, name: String, file: String?, line: Int?) -> Function? {
    let base = file.map(Self.baseName)
    if let base, let line {
      let inFile = functions.filter { Self.baseName($0.file) == base && $0.lines.contains(line) }
      // The innermost: a function declared in a type nested in another's body.
      if let found = inFile.min(by: { $0.lines.count < $1.lines.count }) { return found }
    }
    let named = functions.filter { $0.name == name && (type == nil || $0.type == type) }
    if let base, let found = named.first(where: { Self.baseName($0.file) == base }) { return found }
    return named.first
  }

  static func baseName(_ path: String) -> Substring {
    path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
  }
}
