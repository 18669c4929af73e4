/// One pass over the code tokens that matches brackets, opens scopes and tracks `#if` regions.
struct StructureBuilder {
  /// What the next `{` at a bracket depth belongs to.
  enum Pending {
    case type(Scope.TypeKind, nameIndex: Int, header: Int)
    case function(nameIndex: Int, header: Int)
    case block(header: Int)
    case property(header: Int)
  }

  let file: SourceFile
  var partner: [Int32]
  var scopes: [Scope] = []
  /// Filled by `run()`: for every code token, its innermost scope (see `Structure.scopeOf`).
  var scopeOf: [Int32] = []
  /// Filled by `run()`: for every code token, its `#if` region.
  var regionOf: [Int32] = []
  /// Set while a bracket is handled when it belongs to another scope than the one it starts in
  /// (a `{` to the scope it opens, a `}` to the scope it closes).
  var tokenScope: Int32?
  /// Set while a `#` token is handled when an `#if` / `#else` / `#endif` starts a region.
  var tokenRegion: Int32?
  var regionParent: [Int32] = [-1]
  /// For every region, the `#if` group it is a branch of (-1 for region 0).
  var regionGroup: [Int32] = [-1]
  /// For every `#if` group, whether it has an `#else` branch.
  var groupHasElse: [Bool] = []
  /// Open brackets, innermost last, with the scope a `{` opened (`nil` for `(` and `[`).
  var stack: [(codeIndex: Int, byte: UInt8, scope: Int?)] = []
  /// `pending[d]` applies to the next `{` opened at bracket depth `d`.
  var pending: [Pending?] = [nil]
  var scopeStack: [Int] = []
  var regionStack: [Int32] = [0]

  init(file: SourceFile) {
    self.file = file
    partner = Array(repeating: -1, count: file.count)
  }

  mutating func run() {
    // The two per-token tables are filled through pointers to local arrays: written from
    // `self`'s arrays, every store would first check that the array is not shared. The scope and
    // region around a token are kept in locals and read again from their stacks only after a
    // token that can change them: only `bracket` opens and closes scopes, and only `region`
    // starts and ends regions (`note` marks what the next `{` opens, nothing more).
    var scopeOf = [Int32](repeating: -1, count: file.count)
    var regionOf = [Int32](repeating: 0, count: file.count)
    var currentScope: Int32 = -1
    var currentRegion: Int32 = 0
    // Read through a local: through `self`, which the loop mutates, each use retained the file.
    let file = file
    scopeOf.withUnsafeMutableBufferPointer { scopeOf in
      regionOf.withUnsafeMutableBufferPointer { regionOf in
        for codeIndex in 0..<file.count {
          let token = file.token(codeIndex)
          switch token.kind {
          case .identifier:
            if let keyword = Keyword.of(file, codeIndex) { note(keyword, at: codeIndex) }
          case .punctuation, .interpolationStart, .interpolationEnd:
            let byte = token.kind == .interpolationStart ? UInt8(ascii: "(") : file.bytes[Int(token.start)]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ")"),
              UInt8(ascii: "]"), UInt8(ascii: "}"):
              tokenScope = nil
              bracket(byte, at: codeIndex)
              scopeOf[codeIndex] = tokenScope ?? currentScope
              regionOf[codeIndex] = currentRegion
              currentScope = Int32(scopeStack.last ?? -1)
              continue
            default:
              // `.`, `,`, `:` and the rest: most punctuation opens and closes nothing.
              break
            }
          case .operator:
            if file.is(codeIndex, "="), case .property = pending[stack.count] { pending[stack.count] = nil }
          case .pound:
            tokenRegion = nil
            region(at: codeIndex)
            scopeOf[codeIndex] = currentScope
            regionOf[codeIndex] = tokenRegion ?? currentRegion
            currentRegion = regionStack[regionStack.count - 1]
            continue
          default:
            break
          }
          scopeOf[codeIndex] = currentScope
          regionOf[codeIndex] = currentRegion
        }
      }
    }
    self.scopeOf = scopeOf
    self.regionOf = regionOf
    while let open = stack.popLast() { closeScope(open.scope, at: file.count) }
  }

  mutating func note(_ keyword: Keyword, at codeIndex: Int) {
    let depth = stack.count
    switch keyword {
    case .func, .subscript:
      pending[depth] = .function(
        nameIndex: file.isIdentifier(codeIndex + 1) ? codeIndex + 1 : codeIndex, header: codeIndex)
    case .`init`:
      if !file.isPunct(codeIndex - 1, ".") {
        pending[depth] = .function(nameIndex: codeIndex, header: codeIndex)
      }
    case .deinit:
      pending[depth] = .function(nameIndex: codeIndex, header: codeIndex)
    case .class, .struct, .enum, .actor, .extension, .protocol:
      noteType(keyword, at: codeIndex)
    case .if, .guard, .while, .for, .switch, .else, .do, .catch, .repeat, .defer, .operator, .precedencegroup:
      pending[depth] = .block(header: codeIndex)
    case .get, .set, .willSet, .didSet:
      // `dotView.set(.width, to: 4)` is a call of a method named `set`, not an accessor.
      if !file.isPunct(codeIndex - 1, "."),
        file.isPunct(codeIndex + 1, "{") || file.isPunct(codeIndex + 1, "(")
      {
        pending[depth] = .function(nameIndex: codeIndex, header: codeIndex)
      }
    case .var, .let:
      if pending[depth] == nil { pending[depth] = .property(header: codeIndex) }
    case .in:
      break
    }
  }

  mutating func noteType(_ keyword: Keyword, at codeIndex: Int) {
    guard file.isIdentifier(codeIndex + 1), Keyword.of(file, codeIndex + 1) == nil,
      !file.isPunct(codeIndex - 1, ".")
    else { return }
    let kind: Scope.TypeKind
    switch keyword {
    case .class:
      if Self.modifiers.contains(file.text(codeIndex + 1)) { return }
      kind = .class
    case .struct: kind = .struct
    case .enum: kind = .enum
    case .actor:
      guard
        file.isPunct(codeIndex + 2, "{") || file.isPunct(codeIndex + 2, ":") || file.is(codeIndex + 2, "<")
          || file.is(codeIndex + 2, "where")
      else { return }
      kind = .actor
    case .extension: kind = .extension
    default: kind = .protocol
    }
    var nameK = codeIndex + 1
    while file.isPunct(nameK + 1, "."), file.isIdentifier(nameK + 2) { nameK += 2 }
    pending[stack.count] = .type(kind, nameIndex: nameK, header: codeIndex)
  }

  static let modifiers: Set<String> = [
    "func", "var", "let", "subscript", "override", "final", "public", "private", "internal", "fileprivate",
    "open", "static", "required", "convenience", "dynamic", "nonisolated", "mutating", "lazy", "weak",
  ]

  mutating func bracket(_ byte: UInt8, at codeIndex: Int) {
    switch byte {
    case UInt8(ascii: "("), UInt8(ascii: "["):
      stack.append((codeIndex, byte, nil))
      pending.append(nil)
    case UInt8(ascii: "{"):
      let scope = openScope(at: codeIndex)
      stack.append((codeIndex, byte, scope))
      pending.append(nil)
    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
      let opener: UInt8 =
        byte == UInt8(ascii: ")")
        ? UInt8(ascii: "(") : byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
      // Recover from unbalanced input: close unclosed brackets above a near match, or ignore a
      // stray closer.
      var depth = stack.count - 1
      while depth >= 0, stack.count - depth <= 8, stack[depth].byte != opener { depth -= 1 }
      guard depth >= 0, stack[depth].byte == opener else { return }
      while stack.count > depth + 1 {
        let open = stack.removeLast()
        pending.removeLast()
        closeScope(open.scope, at: codeIndex)
      }
      let open = stack.removeLast()
      pending.removeLast()
      partner[open.codeIndex] = Int32(codeIndex)
      partner[codeIndex] = Int32(open.codeIndex)
      closeScope(open.scope, at: codeIndex)
    default:
      break
    }
  }

  mutating func openScope(at codeIndex: Int) -> Int {
    let depth = stack.count
    let parent = scopeStack.last
    var scope: Scope
    switch pending[depth] {
    case .type(let kind, let nameIndex, let header)?:
      let name = file.text(nameIndex)
      scope = Scope(
        kind: .type(kind), name: name, header: header, open: codeIndex, close: file.count, parent: parent)
    case .function(let nameIndex, let header)?:
      let name = file.text(nameIndex)
      scope = Scope(
        kind: .function, name: name, header: header, open: codeIndex, close: file.count, parent: parent)
    case .property(let header)?:
      scope = Scope(
        kind: .function, name: "get", header: header, open: codeIndex, close: file.count, parent: parent)
    case .block(let header)?:
      scope = Scope(
        kind: .block, name: "", header: header, open: codeIndex, close: file.count, parent: parent)
    case nil:
      scope = Scope(
        kind: .closure, name: "", header: codeIndex, open: codeIndex, close: file.count, parent: parent)
    }
    pending[depth] = nil
    scopes.append(scope)
    let index = scopes.count - 1
    scopeStack.append(index)
    tokenScope = Int32(index)
    return index
  }

  mutating func closeScope(_ index: Int?, at codeIndex: Int) {
    guard let index else { return }
    scopes[index].close = codeIndex
    // Balanced code closes the innermost scope; recovery from unbalanced code may close more.
    if scopeStack.last == index {
      scopeStack.removeLast()
    } else if let position = scopeStack.lastIndex(of: index) {
      scopeStack.removeSubrange(position...)
    }
    if codeIndex < file.count { tokenScope = Int32(index) }
    if scopes[index].kind == .closure {
      ClosureSignature.read(into: &scopes[index], file: file, partner: partner)
    }
  }

  mutating func region(at codeIndex: Int) {
    if file.is(codeIndex, "#if") {
      regionParent.append(regionStack[regionStack.count - 1])
      groupHasElse.append(false)
      regionGroup.append(Int32(groupHasElse.count - 1))
      regionStack.append(Int32(regionParent.count - 1))
    } else if file.is(codeIndex, "#elseif") || file.is(codeIndex, "#else") {
      guard regionStack.count > 1 else { return }
      let group = regionGroup[Int(regionStack[regionStack.count - 1])]
      if file.is(codeIndex, "#else"), group >= 0 { groupHasElse[Int(group)] = true }
      regionGroup.append(group)
      regionParent.append(regionStack[regionStack.count - 2])
      regionStack[regionStack.count - 1] = Int32(regionParent.count - 1)
    } else if file.is(codeIndex, "#endif") {
      if regionStack.count > 1 { regionStack.removeLast() }
    } else {
      return
    }
    tokenRegion = regionStack[regionStack.count - 1]
  }
}
