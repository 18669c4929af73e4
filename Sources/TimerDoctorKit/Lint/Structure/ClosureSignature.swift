/// Reads a closure's capture list and finds the `in` that ends its signature.
enum ClosureSignature {
  /// Fills `signatureEnd` and the self-capture flags of a closed closure scope.
  static func read(into scope: inout Scope, file: SourceFile, partner: [Int32]) {
    var k = scope.open + 1
    // `{ @Sendable [weak self] in`, `{ @MainActor [weak self] in`: attributes (and their
    // arguments) come before the capture list.
    while file.kind(k) == .attribute {
      k += 1
      if file.isPunct(k, "("), partner[k] > k { k = Int(partner[k]) + 1 }
    }
    var captureList: Range<Int>? = nil
    if file.isPunct(k, "["), partner[k] > k {
      captureList = (k + 1)..<Int(partner[k])
      k = Int(partner[k]) + 1
    }
    var steps = 0
    while k < scope.close, steps < 64 {
      steps += 1
      if file.is(k, "in") {
        scope.signatureEnd = k
        break
      }
      if file.isPunct(k, "(") {
        guard partner[k] > k else { return }
        k = Int(partner[k]) + 1
        continue
      }
      let kind = file.kind(k)
      let allowed =
        (kind == .identifier && Keyword.of(file, k) == nil) || file.isPunct(k, ",") || file.isPunct(k, ":")
        || file.isPunct(k, ".") || kind == .operator || kind == .attribute
        || (file.isPunct(k, "[") && partner[k] > k)
      guard allowed else { return }
      if file.isPunct(k, "[") { k = Int(partner[k]) }
      k += 1
    }
    guard scope.signatureEnd >= 0, let captureList else { return }
    var weak = false
    for j in captureList {
      if file.isPunct(j, ",") {
        weak = false
        continue
      }
      if file.is(j, "weak") || file.is(j, "unowned") { weak = true }
      if file.is(j, "self") {
        if weak { scope.capturesSelfWeakly = true } else { scope.capturesSelfStrongly = true }
      }
    }
  }
}
