/// Where a name's value leaves the code that holds it: given to a call, returned, assigned on, or
/// fired and scheduled through its own members.
extension LintContext {
  /// Whether the identifier at `codeIndex` is handed to other code: an argument (`add(timer, forMode:)`,
  /// `add(self.timer!, ...)`), an element (`[timer]`), a returned or assigned value, or the
  /// receiver of `fire()`, `add(to:forMode:)` or its Swift 2 spelling `addToRunLoop(_:forMode:)`.
  func isHandedOn(_ codeIndex: Int) -> Bool {
    var next = codeIndex + 1
    while file.kind(next) == .operator, file.is(next, "!") || file.is(next, "?") { next += 1 }
    // What follows decides most names at once (asked of every name of a scanned file): after a
    // `.` only a member that fires or schedules hands the name on, and a call or subscript
    // never does.
    switch file.punctuation(next) {
    case UInt8(ascii: "."):
      return file.isPunct(next + 2, "(")
        && (file.is(next + 1, "fire") || (file.is(next + 1, "add") && file.is(next + 3, "to"))
          || file.is(next + 1, "addToRunLoop"))
    case UInt8(ascii: "("), UInt8(ascii: "["):
      return false
    default:
      break
    }
    var start = codeIndex
    while file.isPunct(start - 1, "."), file.isIdentifier(start - 2) { start -= 2 }
    let previous = start - 1
    if file.isPunct(next, ")") || file.isPunct(next, ",") || file.isPunct(next, "]") {
      if file.isPunct(previous, "(") || file.isPunct(previous, ",") || file.isPunct(previous, "[")
        || file.isPunct(previous, ":")
      {
        return true
      }
    }
    guard file.is(previous, "return") || file.is(previous, "=") else { return false }
    return !file.is(next, "=")
  }

  /// Every name the file hands to other code (see `isHandedOn`): `timer` and `self.timer` as a
  /// member of the type around them, `player.timer` as a name of some other object's.
  func handOffs() -> (own: Set<MemberName>, outside: Set<String>) {
    // Most names are handed on many times: they are collected as bytes, per type scope, and
    // each distinct (type, name) pair becomes strings once.
    file.bytes.withUnsafeBufferPointer { bytes in
      var names: Set<ScopedName> = []
      for codeIndex in 0..<file.count
      where file.isIdentifier(codeIndex) && !file.is(codeIndex, "self") && isHandedOn(codeIndex) {
        let isOwn =
          !file.isPunct(codeIndex - 1, ".")
          || (file.is(codeIndex - 2, "self") && !file.isPunct(codeIndex - 3, "."))
        let type = isOwn ? structure.type(containing: codeIndex) ?? -1 : -1
        let token = file.token(codeIndex)
        names.insert(ScopedName(scope: type, bytes: UnsafeBufferPointer(rebasing: bytes[token.range])))
      }
      var own: Set<MemberName> = []
      var outside: Set<String> = []
      for name in names {
        if name.scope >= 0 {
          own.insert(MemberName(type: structure.scopes[name.scope].name, name: name.text))
        } else {
          outside.insert(name.text)
        }
      }
      return (own, outside)
    }
  }
}
