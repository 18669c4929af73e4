extension NeverActivatedRule {
  /// Token ranges a timer's names are looked up in: a function's span, or a type's tokens.
  enum SearchScope {
    /// A contiguous token range (a function or closure body, or the whole file).
    case span(Range<Int>)
    /// The tokens directly in a type and its extensions in the file (these type scopes), not in
    /// nested types.
    case types([Int], Structure)

    func contains(_ codeIndex: Int) -> Bool {
      switch self {
      case .span(let range): range.contains(codeIndex)
      case .types(let scopes, let structure):
        structure.type(containing: codeIndex).map(scopes.contains) ?? false
      }
    }
  }

  /// Per-file lookups built once: where `resume()` / `activate()` are called, which names are
  /// locals, each type's tokens, and (on demand) where each name occurs.
  final class StartIndex {
    let starts: [Int]
    let localNames: Set<Int>
    private var types: [String: SearchScope] = [:]
    private var occurrences: [String: [Int]] = [:]

    /// Where `name` occurs, looked up once per name.
    func occurrences(of name: String, in context: LintContext) -> [Int] {
      if let cached = occurrences[name] { return cached }
      let found = context.occurrences(of: name)
      occurrences[name] = found
      return found
    }

    init(_ context: LintContext) {
      starts = (context.memberCalls(.resume) + context.memberCalls(.activate)).sorted()
      localNames = Set(context.facts.declarations.filter { !$0.isProperty && $0.scope != nil }.map(\.name))
    }

    /// The tokens of the type around `codeIndex`, or the whole file outside any type.
    func typeScope(_ context: LintContext, around codeIndex: Int) -> SearchScope {
      guard let name = context.typeName(around: codeIndex) else { return .span(0..<context.file.count) }
      if let cached = types[name] { return cached }
      let scope = SearchScope.types(context.typeScopes(named: name), context.structure)
      types[name] = scope
      return scope
    }
  }
}
