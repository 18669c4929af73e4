/// The identifiers the structure layer gives meaning to.
enum Keyword: Sendable {
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
    switch file.bytes[Int(token.start)] {
    case UInt8(ascii: "a"): return file.is(codeIndex, "actor") ? .actor : nil
    case UInt8(ascii: "c"):
      if file.is(codeIndex, "class") { return .class }
      return file.is(codeIndex, "catch") ? .catch : nil
    case UInt8(ascii: "d"):
      if file.is(codeIndex, "do") { return .do }
      if file.is(codeIndex, "deinit") { return .deinit }
      if file.is(codeIndex, "defer") { return .defer }
      return file.is(codeIndex, "didSet") ? .didSet : nil
    case UInt8(ascii: "e"):
      if file.is(codeIndex, "else") { return .else }
      if file.is(codeIndex, "enum") { return .enum }
      return file.is(codeIndex, "extension") ? .extension : nil
    case UInt8(ascii: "f"):
      if file.is(codeIndex, "func") { return .func }
      return file.is(codeIndex, "for") ? .for : nil
    case UInt8(ascii: "g"):
      if file.is(codeIndex, "guard") { return .guard }
      return file.is(codeIndex, "get") ? .get : nil
    case UInt8(ascii: "i"):
      if file.is(codeIndex, "if") { return .if }
      if file.is(codeIndex, "in") { return .in }
      return file.is(codeIndex, "init") ? .`init` : nil
    case UInt8(ascii: "l"): return file.is(codeIndex, "let") ? .let : nil
    case UInt8(ascii: "o"): return file.is(codeIndex, "operator") ? .operator : nil
    case UInt8(ascii: "p"):
      if file.is(codeIndex, "protocol") { return .protocol }
      return file.is(codeIndex, "precedencegroup") ? .precedencegroup : nil
    case UInt8(ascii: "r"): return file.is(codeIndex, "repeat") ? .repeat : nil
    case UInt8(ascii: "s"):
      if file.is(codeIndex, "struct") { return .struct }
      if file.is(codeIndex, "switch") { return .switch }
      if file.is(codeIndex, "set") { return .set }
      return file.is(codeIndex, "subscript") ? .subscript : nil
    case UInt8(ascii: "v"): return file.is(codeIndex, "var") ? .var : nil
    case UInt8(ascii: "w"):
      if file.is(codeIndex, "while") { return .while }
      return file.is(codeIndex, "willSet") ? .willSet : nil
    default: return nil
    }
  }
}
