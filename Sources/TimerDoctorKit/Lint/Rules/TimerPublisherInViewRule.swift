/// `timer_publisher_in_view`: `Timer.publish(...)` held by a SwiftUI view's plain stored property
/// and read with `.onReceive`, or written inline in `.onReceive(...)` inside the view. A view is a
/// value that SwiftUI re-creates whenever its parent re-evaluates; a plain property (unlike
/// `@State`) is made again with it, and so is an inline publisher on every evaluation of the code
/// that builds the view. Both are `info`: whether the view re-renders between ticks for reasons
/// other than the tick (the harm) is not in the code; on real code a reviewer wanted 3 of 7
/// inline ones changed (docs/EVALUATION.md).
struct TimerPublisherInViewRule: LintRule {
  let id = "timer_publisher_in_view"
  let messages = [Self.message, Self.inlineMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for publish in context.memberCalls(.publish)
    where file.is(publish - 2, "Timer") && file.isPunct(publish + 1, "(") {
      // A publisher someone connects by hand (`timer.connect()`) starts only then; re-created, it
      // does not restart on its own.
      guard let type = context.typeName(around: publish), context.module.isSwiftUIView(type),
        Self.isAutoconnected(publish, in: context)
      else { continue }
      let subject = "publisher \(publish)"
      if let receive = Self.enclosingOnReceive(of: publish, in: context),
        let function = context.structure.function(containing: publish)
      {
        let name = context.memberName(ofFunction: function)
        hits.append(
          RuleHit(
            codeIndex: publish - 2, message: Self.inlineMessage, harm: .pattern,
            notes: [
              HitNote(
                message:
                  "`Timer.publish` is called inside `.onReceive(...)` in `\(name)`, which SwiftUI evaluates again on each update of `\(type)`",
                codeIndex: receive)
            ], subject: subject))
      } else if let property = Self.plainStoredProperty(initialisedBy: publish, in: context),
        let receive = Self.onReceive(reading: file.text(property), in: context)
      {
        hits.append(
          RuleHit(
            codeIndex: publish - 2, message: Self.message, harm: .pattern,
            notes: [
              HitNote(
                message:
                  "`\(file.text(property))` is a stored property of the view `\(type)` without `@State`, made again each time a parent re-creates the view",
                codeIndex: property),
              HitNote(message: "read by `.onReceive` here", codeIndex: receive),
            ], subject: subject))
      }
    }
    return hits
  }

  /// Whether `.autoconnect()` follows `Timer.publish(...)` in its chain.
  static func isAutoconnected(_ publish: Int, in context: LintContext) -> Bool {
    guard let close = context.structure.partner(of: publish + 1) else { return false }
    var scan = close + 1
    while scan + 1 < context.file.count, context.file.isPunct(scan, ".") {
      if context.file.is(scan + 1, "autoconnect") { return true }
      guard context.file.isPunct(scan + 2, "("), let end = context.structure.partner(of: scan + 2) else {
        return false
      }
      scan = end + 1
    }
    return false
  }

  /// The `onReceive` whose argument list holds `publish`, if any.
  static func enclosingOnReceive(of publish: Int, in context: LintContext) -> Int? {
    let file = context.file
    var scan = publish - 3
    var steps = 0
    while scan > 0, steps < 64 {
      steps += 1
      if file.isPunct(scan, ")") || file.isPunct(scan, "}") || file.isPunct(scan, "]") {
        scan = (context.structure.partner(of: scan) ?? 0) - 1
        continue
      }
      if file.isPunct(scan, "(") {
        return file.is(scan - 1, "onReceive") && file.isPunct(scan - 2, ".") ? scan - 1 : nil
      }
      if file.isPunct(scan, "{") || file.isPunct(scan, ";") { return nil }
      scan -= 1
    }
    return nil
  }

  /// The name of the plain stored property (`let timer = Timer.publish(...)...`, at the type's
  /// level, without `@State`, `@StateObject` or `static`) whose initialiser starts at `publish`.
  static func plainStoredProperty(initialisedBy publish: Int, in context: LintContext) -> Int? {
    let file = context.file
    let timer = publish - 2
    guard let type = context.structure.type(containing: timer), context.structure.scope(at: timer) == type,
      file.is(timer - 1, "=")
    else { return nil }
    var keyword = timer - 2
    while keyword > max(0, timer - 16), !file.is(keyword, "let"), !file.is(keyword, "var") { keyword -= 1 }
    let name = keyword + 1
    // Between the name and `=`: nothing, or a type annotation.
    guard file.is(keyword, "let") || file.is(keyword, "var"), file.isIdentifier(name),
      name + 1 == timer - 1 || file.isPunct(name + 1, ":")
    else { return nil }
    let attributes = (max(0, keyword - 5)..<keyword).map { file.text($0) }
    guard
      !attributes.contains(where: {
        ["@State", "State", "@StateObject", "StateObject", "static"].contains($0)
      })
    else { return nil }
    return name
  }

  /// The first `.onReceive(name` or `.onReceive(self.name` of the file.
  static func onReceive(reading name: String, in context: LintContext) -> Int? {
    let file = context.file
    return context.occurrences(of: "onReceive").first { call in
      guard file.isPunct(call - 1, "."), file.isPunct(call + 1, "(") else { return false }
      let first = file.is(call + 2, "self") && file.isPunct(call + 3, ".") ? call + 4 : call + 2
      return file.is(first, text: name)
    }
  }

  static let message = RuleMessage.main
  static let inlineMessage = RuleMessage("inline")
}
