/// `timer_global_queue`: a `DispatchSourceTimer` on a concurrent queue (or on no queue). Reported
/// wherever it is; a `warning` when its handler writes a stored property of its owner that other
/// code of the type also touches (a race the facts show), otherwise `info`.
struct GlobalQueueRule: LintRule {
  let id = "timer_global_queue"
  let messages = [Self.message, Self.noQueueMessage]

  func check(_ context: LintContext) -> [RuleHit] {
    let file = context.file
    var hits: [RuleHit] = []
    for codeIndex in context.memberCalls(.makeTimerSource)
    where file.isPunct(codeIndex + 1, "(") && isDispatchSourceCall(file, codeIndex) {
      guard let queue = context.argument("queue", in: context.arguments(open: codeIndex + 1)) else {
        hits.append(
          RuleHit(
            codeIndex: codeIndex, message: Self.noQueueMessage, harm: .pattern,
            notes: [HitNote(message: "makeTimerSource() has no queue: argument", codeIndex: codeIndex)],
            fix: missingQueueFix(context, call: codeIndex)))
        continue
      }
      var start = queue.value.lowerBound
      if context.reader.queueKind(at: start) == .concurrent {
        hits.append(
          graded(
            RuleHit(
              codeIndex: start, message: Self.message, harm: .pattern,
              notes: [HitNote(message: "queue: a concurrent queue", codeIndex: start)],
              fix: globalQueueFix(context, call: codeIndex, queue: queue)),
            call: codeIndex, context))
        continue
      }
      if file.is(start, "self"), file.isPunct(start + 1, ".") { start += 2 }
      guard start + 1 == queue.value.upperBound, file.isIdentifier(start) else { continue }
      let name = file.text(start)
      guard context.facts.queueNames[name] == .concurrent else { continue }
      let function = context.structure.function(containing: codeIndex)
      if start == queue.value.lowerBound, context.parameters(ofFunction: function).contains(name) { continue }
      let binding = context.facts.bindings.first {
        $0.name == name && context.reader.queueKind(at: $0.value) != nil
      }
      let notes = [
        HitNote(message: "`\(name)` is bound to a concurrent queue", codeIndex: binding?.nameIndex ?? start)
      ]
      hits.append(
        graded(
          RuleHit(codeIndex: queue.value.lowerBound, message: Self.message, harm: .pattern, notes: notes),
          call: codeIndex, context))
    }
    return hits
  }

  /// The hit as a `bug` when the `setEventHandler` closure of the source made by the
  /// `makeTimerSource` call at `call` writes a property of the owner that code outside the handler
  /// also uses.
  func graded(_ hit: RuleHit, call: Int, _ context: LintContext) -> RuleHit {
    guard let type = context.typeName(around: call), let handler = handler(ofCall: call, context),
      let write = ownerStateWrite(in: handler, type: type, context)
    else { return hit }
    var graded = hit
    graded.harm = .bug
    graded.notes += write
    return graded
  }

  /// The `setEventHandler` closure of the source the call at `call` makes, found by the name the
  /// source is stored in (`timer = DispatchSource.makeTimerSource(...)`).
  func handler(ofCall call: Int, _ context: LintContext) -> Int? {
    guard let binding = context.facts.bindings.first(where: { $0.creation?.name == call }) else { return nil }
    let type = context.typeName(around: call)
    for setter in context.memberCalls(.setEventHandler)
    where context.receiver(ofMember: setter) == binding.name && context.typeName(around: setter) == type {
      if let closure = context.closure(ofCall: setter, label: "handler") { return closure }
    }
    return nil
  }

  /// "the handler writes `count` (line 9)" and "`count` is also used outside the handler (line 14)":
  /// a write of a stored property of `type` in the handler, and a use of it elsewhere in the file.
  func ownerStateWrite(in handler: Int, type: String, _ context: LintContext) -> [HitNote]? {
    let file = context.file
    let scope = context.structure.scopes[handler]
    guard let properties = context.module.type(type)?.properties else { return nil }
    for codeIndex in (scope.open + 1)..<scope.close where file.isIdentifier(codeIndex) {
      let name = file.text(codeIndex)
      guard properties[name]?.isComputed == false, file.kind(codeIndex + 1) == .operator,
        LintContext.assignmentOperators.contains(file.text(codeIndex + 1))
      else { continue }
      let onSelf =
        file.isPunct(codeIndex - 1, ".")
        ? file.is(codeIndex - 2, "self") || (file.is(codeIndex - 2, "?") && file.is(codeIndex - 3, "self"))
        : !context.declaresLocal(name, before: codeIndex)
      guard onSelf,
        let other = context.occurrences(of: name).first(where: {
          !(scope.open..<scope.close).contains($0) && context.typeName(around: $0) == type
            && !file.is($0 - 1, "var") && !file.is($0 - 1, "let")
        })
      else { continue }
      return [
        HitNote(message: "the handler writes `\(name)`, a property of `\(type)`", codeIndex: codeIndex),
        HitNote(message: "`\(name)` is also used outside the handler", codeIndex: other),
      ]
    }
    return nil
  }

  /// `DispatchSource.makeTimerSource(` or the implicit `.makeTimerSource(`, not a project's own
  /// method of that name on another receiver (`eventQueue.makeTimerSource()`), whose queue it picks.
  func isDispatchSourceCall(_ file: SourceFile, _ codeIndex: Int) -> Bool {
    guard file.isPunct(codeIndex - 1, ".") else { return false }
    let receiver = codeIndex - 2
    if file.is(receiver, "DispatchSource") { return true }
    return
      !(file.isIdentifier(receiver) || file.isPunct(receiver, ")") || file.isPunct(receiver, "]")
      || file.is(receiver, "?") || file.is(receiver, "!"))
  }

  static let message = RuleMessage.main
  static let noQueueMessage = RuleMessage("no_queue")
}
