/// The identifiers the structure layer gives meaning to, each spelled by its raw value.
enum Keyword: String, CaseIterable, Sendable {
  case `func`, `init`, `deinit`, `subscript`
  case `class`, `struct`, `enum`, actor, `extension`, `protocol`
  case `if`, `guard`, `while`, `for`, `switch`, `else`, `do`, `catch`, `repeat`, `defer`
  case get, set, willSet, didSet
  case `var`, `let`, `in`, `operator`, `precedencegroup`

  /// The keyword code token `codeIndex` of `file` spells, if any.
  static func of(_ file: SourceFile, _ codeIndex: Int) -> Keyword? {
    let token = file.token(codeIndex)
    guard token.kind == .identifier else { return nil }
    let length = Int(token.end - token.start)
    guard length >= 2 && length <= 15 else { return nil }
    // Asked of every identifier: the token is read once and compared with each candidate, most
    // of which fail on length.
    let bytes = file.bytes
    @inline(__always) func spells(_ word: StaticString) -> Bool { token.spells(word, in: bytes) }
    switch bytes[Int(token.start)] {
    case UInt8(ascii: "a"): return spells("actor") ? .actor : nil
    case UInt8(ascii: "c"):
      if spells("class") { return .class }
      return spells("catch") ? .catch : nil
    case UInt8(ascii: "d"):
      if spells("do") { return .do }
      if spells("deinit") { return .deinit }
      if spells("defer") { return .defer }
      return spells("didSet") ? .didSet : nil
    case UInt8(ascii: "e"):
      if spells("else") { return .else }
      if spells("enum") { return .enum }
      return spells("extension") ? .extension : nil
    case UInt8(ascii: "f"):
      if spells("func") { return .func }
      return spells("for") ? .for : nil
    case UInt8(ascii: "g"):
      if spells("guard") { return .guard }
      return spells("get") ? .get : nil
    case UInt8(ascii: "i"):
      if spells("if") { return .if }
      if spells("in") { return .in }
      return spells("init") ? .`init` : nil
    case UInt8(ascii: "l"): return spells("let") ? .let : nil
    case UInt8(ascii: "o"): return spells("operator") ? .operator : nil
    case UInt8(ascii: "p"):
      if spells("protocol") { return .protocol }
      return spells("precedencegroup") ? .precedencegroup : nil
    case UInt8(ascii: "r"): return spells("repeat") ? .repeat : nil
    case UInt8(ascii: "s"):
      if spells("struct") { return .struct }
      if spells("switch") { return .switch }
      if spells("set") { return .set }
      return spells("subscript") ? .subscript : nil
    case UInt8(ascii: "v"): return spells("var") ? .var : nil
    case UInt8(ascii: "w"):
      if spells("while") { return .while }
      return spells("willSet") ? .willSet : nil
    default: return nil
    }
  }
}
