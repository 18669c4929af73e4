extension LintContext {
  /// In a timer block that holds `self` weakly and invalidates its timer, the `guard let self
  /// else { return }` (any name bound to `self`) whose `else` returns without invalidating: once
  /// the owner is gone the block leaves at that guard every time, so the invalidate below it is
  /// never reached and the timer fires for the app's life. `nil` when there is none.
  func weakSelfExitBeforeStop(_ creation: TimerCreation) -> HitNote? {
    guard let block = handlerClosure(of: creation), structure.scopes[block].capturesSelfWeakly else {
      return nil
    }
    let scope = structure.scopes[block]
    var codeIndex = scope.open + 1
    while codeIndex < scope.close {
      defer { codeIndex += 1 }
      guard file.is(codeIndex, "guard"), structure.scope(at: codeIndex) == block else { continue }
      // The condition up to `else`: it must bind something to `self`.
      var elseToken = codeIndex + 1
      var bindsSelf = false
      while elseToken < scope.close, !file.is(elseToken, "else") {
        if file.is(elseToken, "self"), file.is(elseToken - 1, "let") || file.isPunct(elseToken - 1, "=") {
          bindsSelf = true
        }
        elseToken += 1
      }
      guard bindsSelf, file.isPunct(elseToken + 1, "{"), let close = structure.partner(of: elseToken + 1)
      else {
        continue
      }
      let body = (elseToken + 2)..<close
      guard body.contains(where: { file.is($0, "return") }),
        !body.contains(where: { isStopCall($0) })
      else { return nil }
      return HitNote(
        message: "the block returns here once `self` is gone, before it invalidates the timer",
        codeIndex: codeIndex)
    }
    return nil
  }
}
