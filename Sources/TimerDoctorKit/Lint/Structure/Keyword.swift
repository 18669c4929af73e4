/// The identifiers the structure layer gives meaning to.
enum Keyword: Sendable {
  case `func`, `init`, `deinit`, `subscript`
  case `class`, `struct`, `enum`, actor, `extension`, `protocol`
  case `if`, `guard`, `while`, `for`, `switch`, `else`, `do`, `catch`, `repeat`, `defer`
  case get, set, willSet, didSet
  case `var`, `let`, `in`, `operator`, `precedencegroup`

  /// The keyword code token `k` of `file` spells, if any.
  static func of(_ file: SourceFile, _ k: Int) -> Keyword? {
    let token = file.token(k)
    guard token.kind == .identifier else { return nil }
    let length = Int(token.end - token.start)
    guard length >= 2 && length <= 15 else { return nil }
    switch file.bytes[Int(token.start)] {
    case UInt8(ascii: "a"): return file.is(k, "actor") ? .actor : nil
    case UInt8(ascii: "c"):
      if file.is(k, "class") { return .class }
      return file.is(k, "catch") ? .catch : nil
    case UInt8(ascii: "d"):
      if file.is(k, "do") { return .do }
      if file.is(k, "deinit") { return .deinit }
      if file.is(k, "defer") { return .defer }
      return file.is(k, "didSet") ? .didSet : nil
    case UInt8(ascii: "e"):
      if file.is(k, "else") { return .else }
      if file.is(k, "enum") { return .enum }
      return file.is(k, "extension") ? .extension : nil
    case UInt8(ascii: "f"):
      if file.is(k, "func") { return .func }
      return file.is(k, "for") ? .for : nil
    case UInt8(ascii: "g"):
      if file.is(k, "guard") { return .guard }
      return file.is(k, "get") ? .get : nil
    case UInt8(ascii: "i"):
      if file.is(k, "if") { return .if }
      if file.is(k, "in") { return .in }
      return file.is(k, "init") ? .`init` : nil
    case UInt8(ascii: "l"): return file.is(k, "let") ? .let : nil
    case UInt8(ascii: "o"): return file.is(k, "operator") ? .operator : nil
    case UInt8(ascii: "p"):
      if file.is(k, "protocol") { return .protocol }
      return file.is(k, "precedencegroup") ? .precedencegroup : nil
    case UInt8(ascii: "r"): return file.is(k, "repeat") ? .repeat : nil
    case UInt8(ascii: "s"):
      if file.is(k, "struct") { return .struct }
      if file.is(k, "switch") { return .switch }
      if file.is(k, "set") { return .set }
      return file.is(k, "subscript") ? .subscript : nil
    case UInt8(ascii: "v"): return file.is(k, "var") ? .var : nil
    case UInt8(ascii: "w"):
      if file.is(k, "while") { return .while }
      return file.is(k, "willSet") ? .willSet : nil
    default: return nil
    }
  }
}
