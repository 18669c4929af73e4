/// Where a name's value leaves the code that holds it: given to a call, returned, assigned on, or
/// fired and scheduled through its own members.
extension LintContext {
  /// Whether the identifier at `codeIndex` is handed to other code: an argument (`add(timer, forMode:)`,
  /// `add(self.timer!, ...)`), an element (`[timer]`), a returned or assigned value, or the
  /// receiver of `fire()`, `add(to:forMode:)` or its Swift 2 spelling `addToRunLoop(_:forMode:)`.
  func isHandedOn(_ codeIndex: Int) -> Bool {
    var next = codeIndex + 1
    while file.kind(next) == .operator, file.is(next, "!") || file.is(next, "?") { next += 1 }
    if file.isPunct(next, "."), file.isPunct(next + 2, "("),
      file.is(next + 1, "fire") || (file.is(next + 1, "add") && file.is(next + 3, "to"))
        || file.is(next + 1, "addToRunLoop")
    {
      return true
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
    return !file.isPunct(next, ".") && !file.isPunct(next, "(") && !file.isPunct(next, "[")
      && !file.is(next, "=")
  }

  /// Every name the file hands to other code (see `isHandedOn`): `timer` and `self.timer` as a
  /// member of the type around them, `player.timer` as a name of some other object's.
  func handOffs() -> (own: Set<MemberName>, outside: Set<String>) {
    // Names are collected per type scope first, so each (type, name) pair is made once.
    var ownByType: [Int: Set<String>] = [:]
    var outside: Set<String> = []
    for codeIndex in 0..<file.count
    where file.isIdentifier(codeIndex) && !file.is(codeIndex, "self") && isHandedOn(codeIndex) {
      let name = file.text(codeIndex)
      let isOwn =
        !file.isPunct(codeIndex - 1, ".")
        || (file.is(codeIndex - 2, "self") && !file.isPunct(codeIndex - 3, "."))
      if isOwn, let type = structure.type(containing: codeIndex) {
        ownByType[type, default: []].insert(name)
      } else {
        outside.insert(name)
      }
    }
    var own: Set<MemberName> = []
    for (type, names) in ownByType {
      let typeName = structure.scopes[type].name
      for name in names { own.insert(MemberName(type: typeName, name: name)) }
    }
    return (own, outside)
  }
}
