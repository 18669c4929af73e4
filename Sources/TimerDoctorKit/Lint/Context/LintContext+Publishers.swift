extension LintContext {
  /// The `Timer` that starts the chain ending at `.member` (`Timer.publish(...).autoconnect().sink`).
  func publisherRoot(member codeIndex: Int) -> Int? {
    var scan = codeIndex - 1
    var steps = 0
    while scan >= 0, steps < 64 {
      steps += 1
      if file.isPunct(scan, ")") || file.isPunct(scan, "}") {
        guard let open = structure.partner(of: scan), open > 0 else { return nil }
        scan = open - 1
      } else if file.is(scan, "publish") {
        return file.isPunct(scan - 1, ".") && file.is(scan - 2, "Timer") ? scan - 2 : nil
      } else if file.isIdentifier(scan) && Keyword.of(file, scan) == nil {
        // A name not after `.` is the chain's root: the statement before is another chain.
        guard file.isPunct(scan - 1, ".") else { return nil }
        scan -= 2
      } else if file.isPunct(scan, ".") || file.is(scan, "?") || file.is(scan, "!") {
        scan -= 1
      } else {
        return nil
      }
    }
    return nil
  }

  /// The closure of the `.sink { }` that ends a chain started by `Timer.publish` at `publish`
  /// (the `publish` name), if the file has one.
  func sinkHandler(ofPublish publish: Int) -> Int? {
    for sink in memberCalls(.sink) where sink > publish && publisherRoot(member: sink) == publish - 2 {
      return closure(ofCall: sink, label: "receiveValue")
    }
    return nil
  }
}
