/// Light structure over a file's code tokens: matched brackets, scopes and `#if` regions. The
/// per-token arrays are packed `Int32`s with -1 for "none" (a large file has millions of tokens);
/// every query on them answers with an `Optional`.
struct Structure: Sendable {
  /// For every code token that is a bracket, the code index of its partner, else -1.
  var partner: [Int32]
  /// Every scope, parents before children (ordered by `open`).
  var scopes: [Scope]
  /// For every code token, the innermost scope containing it (the braces included), or -1.
  var scopeOf: [Int32]
  /// For every scope, the innermost type scope around it (itself for a type), or -1. Kept per
  /// scope, not per token: a token's is its scope's, and two more per-token arrays cost a pass
  /// and a tenth of a file's memory.
  var typeOfScope: [Int32]
  /// For every scope, the innermost function scope around it below its type, or -1.
  var functionOfScope: [Int32]
  /// For every code token, its `#if` region (0 = outside any `#if`).
  var regionOf: [Int32]
  /// For every region, its parent region (-1 for region 0).
  var regionParent: [Int32]
  /// For every region, its `#if` group (-1 for region 0).
  var regionGroup: [Int32]
  /// For every `#if` group, whether it has an `#else`.
  var groupHasElse: [Bool]

  /// Builds the structure of `file`; never fails, whatever the brackets look like.
  init(_ file: SourceFile) {
    var builder = StructureBuilder(file: file)
    builder.run()
    partner = builder.partner
    scopes = builder.scopes
    scopeOf = builder.scopeOf
    regionOf = builder.regionOf
    regionParent = builder.regionParent
    var typeOfScope = [Int32](repeating: -1, count: scopes.count)
    var functionOfScope = [Int32](repeating: -1, count: scopes.count)
    for (index, scope) in scopes.enumerated() {
      let parentType = scope.parent.map { typeOfScope[$0] } ?? -1
      let parentFunction = scope.parent.map { functionOfScope[$0] } ?? -1
      typeOfScope[index] = scope.isType ? Int32(index) : parentType
      functionOfScope[index] =
        scope.isType ? -1 : scope.kind == .function ? Int32(index) : parentFunction
    }
    self.typeOfScope = typeOfScope
    self.functionOfScope = functionOfScope
    regionGroup = builder.regionGroup
    groupHasElse = builder.groupHasElse
  }

  /// The code index of the partner of the bracket at `codeIndex`; `nil` when it is no bracket or
  /// an unmatched one.
  func partner(of codeIndex: Int) -> Int? {
    Self.entry(partner, codeIndex)
  }

  /// The innermost scope of kind `.function` containing `codeIndex` (closures and blocks are
  /// skipped), or `nil` at a type's or the file's top level.
  func function(containing codeIndex: Int) -> Int? {
    scope(at: codeIndex).flatMap { Self.entry(functionOfScope, $0) }
  }

  /// The innermost type scope containing `codeIndex`, or `nil` outside every type.
  func type(containing codeIndex: Int) -> Int? {
    scope(at: codeIndex).flatMap { Self.entry(typeOfScope, $0) }
  }

  /// The scope that directly holds `codeIndex` when `codeIndex` is a `{` or `}` of that scope's own braces is
  /// still that scope; this returns the scope around a declaration keyword at `codeIndex`.
  func scope(at codeIndex: Int) -> Int? {
    Self.entry(scopeOf, codeIndex)
  }

  /// The packed entry for `codeIndex`, `nil` for -1 or an index outside the file.
  private static func entry(_ packed: [Int32], _ codeIndex: Int) -> Int? {
    guard codeIndex >= 0, codeIndex < packed.count, packed[codeIndex] >= 0 else { return nil }
    return Int(packed[codeIndex])
  }

  /// `scope` and the scopes around it, innermost first; none for `nil` (the file's top level).
  func scopes(outwardFrom scope: Int?) -> UnfoldSequence<Int, Int?> {
    sequence(state: scope) { next in
      guard let current = next else { return nil }
      next = scopes[current].parent
      return current
    }
  }

  /// Whether `inner` is `outer` or nested inside it (never for a `nil` outer: the file level is
  /// no scope).
  func isScope(_ inner: Int?, within outer: Int?) -> Bool {
    guard let outer else { return false }
    return scopes(outwardFrom: inner).contains(outer)
  }

  /// Whether code in region `region` is covered by something found in `regions`: one of them
  /// encloses it, or an `#if`/`#else` group directly inside it has one in every branch.
  func isCovered(_ region: Int32, by regions: [Int32]) -> Bool {
    if regions.contains(where: { isRegion(region, within: $0) }) { return true }
    var branchesByGroup: [Int32: Set<Int32>] = [:]
    for candidate in regions {
      var branch = candidate
      while branch >= 0, regionParent[Int(branch)] != region { branch = regionParent[Int(branch)] }
      guard branch > 0 else { continue }
      branchesByGroup[regionGroup[Int(branch)], default: []].insert(branch)
    }
    for (group, branches) in branchesByGroup where group >= 0 && groupHasElse[Int(group)] {
      let all = regionGroup.indices.filter { regionGroup[$0] == group }.count
      if branches.count == all { return true }
    }
    return false
  }

  /// Whether region `inner` is `outer` or nested in it (code in `outer` also runs with `inner`).
  func isRegion(_ inner: Int32, within outer: Int32) -> Bool {
    var region = inner
    while region >= 0 {
      if region == outer { return true }
      region = regionParent[Int(region)]
    }
    return false
  }
}
