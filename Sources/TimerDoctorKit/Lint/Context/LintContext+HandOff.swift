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

  /// Every name the file hands to other code (see `isHandedOn`), as `NameHash`es: `timer` and
  /// `self.timer` as a member of the type around them, `player.timer` as a name of some other
  /// object's.
  func handOffs() -> (own: Set<UInt64>, outside: Set<UInt64>) {
    file.bytes.withUnsafeBufferPointer { bytes in
      var own: Set<UInt64> = []
      var outside: Set<UInt64> = []
      // Each type's hash made once, kept by its scope.
      var typeHashes = [UInt64?](repeating: nil, count: structure.scopes.count)
      for codeIndex in 0..<file.count
      where file.isIdentifier(codeIndex) && !file.is(codeIndex, "self") && isHandedOn(codeIndex) {
        let isOwn =
          !file.isPunct(codeIndex - 1, ".")
          || (file.is(codeIndex - 2, "self") && !file.isPunct(codeIndex - 3, "."))
        let name = UnsafeBufferPointer(rebasing: bytes[file.token(codeIndex).range])
        if isOwn, let type = structure.type(containing: codeIndex) {
          let typeHash = typeHashes[type] ?? NameHash.type(structure.scopes[type].name)
          typeHashes[type] = typeHash
          own.insert(NameHash.member(name, ofType: typeHash))
        } else {
          outside.insert(NameHash.of(name))
        }
      }
      return (own, outside)
    }
  }
}
