/// Reads a closure's capture list and finds the `in` that ends its signature.
enum ClosureSignature {
  /// Fills `signatureEnd` and the self-capture flags of a closed closure scope.
  static func read(into scope: inout Scope, file: SourceFile, partner: [Int32]) {
    var codeIndex = scope.open + 1
    // `{ @Sendable [weak self] in`, `{ @MainActor [weak self] in`: attributes (and their
    // arguments) come before the capture list.
    while file.kind(codeIndex) == .attribute {
      codeIndex += 1
      if file.isPunct(codeIndex, "("), partner[codeIndex] > codeIndex {
        codeIndex = Int(partner[codeIndex]) + 1
      }
    }
    var captureList: Range<Int>? = nil
    if file.isPunct(codeIndex, "["), partner[codeIndex] > codeIndex {
      captureList = (codeIndex + 1)..<Int(partner[codeIndex])
      codeIndex = Int(partner[codeIndex]) + 1
    }
    var steps = 0
    while codeIndex < scope.close, steps < 64 {
      steps += 1
      if file.is(codeIndex, "in") {
        scope.signatureEnd = codeIndex
        break
      }
      if file.isPunct(codeIndex, "(") {
        guard partner[codeIndex] > codeIndex else { return }
        codeIndex = Int(partner[codeIndex]) + 1
        continue
      }
      let kind = file.kind(codeIndex)
      let allowed =
        (kind == .identifier && Keyword.of(file, codeIndex) == nil) || file.isPunct(codeIndex, ",")
        || file.isPunct(codeIndex, ":")
        || file.isPunct(codeIndex, ".") || kind == .operator || kind == .attribute
        || (file.isPunct(codeIndex, "[") && partner[codeIndex] > codeIndex)
      guard allowed else { return }
      if file.isPunct(codeIndex, "[") { codeIndex = Int(partner[codeIndex]) }
      codeIndex += 1
    }
    guard scope.signatureEnd != nil, let captureList else { return }
    var weak = false
    for scan in captureList {
      if file.isPunct(scan, ",") {
        weak = false
        continue
      }
      if file.is(scan, "weak") || file.is(scan, "unowned") { weak = true }
      if file.is(scan, "self") {
        if weak { scope.capturesSelfWeakly = true } else { scope.capturesSelfStrongly = true }
      }
    }
  }
}
