/// The safe fixes of `timer_global_queue`: a global queue, or no queue, replaced by a serial
/// queue of the source's own, labelled after its owner and the name that holds it.
extension GlobalQueueRule {
  /// `queue: .global(qos: .utility)` to `queue: DispatchQueue(label: "Owner.timer", qos: .utility)`:
  /// only a global queue written in the call (a named queue may be shared on purpose).
  func globalQueueFix(_ context: LintContext, call: Int, queue: Argument) -> FixPlan? {
    let file = context.file
    var global = queue.value.lowerBound
    if file.is(global, "DispatchQueue") { global += 1 }
    guard file.isPunct(global, "."), file.is(global + 1, "global"), file.isPunct(global + 2, "("),
      let close = context.structure.partner(of: global + 2), close + 1 == queue.value.upperBound
    else { return nil }
    // `global(qos:)` takes a `QoSClass`, `DispatchQueue(label:qos:)` a `DispatchQoS`: only the
    // implicit member names both types have carry over.
    let qosArgument = context.argument("qos", in: context.arguments(open: global + 2))
    var qos: String?
    if let qosArgument {
      let value = qosArgument.value
      guard value.count == 2, file.isPunct(value.lowerBound, "."),
        Self.sharedQoSNames.contains(file.text(value.lowerBound + 1))
      else { return nil }
      qos = file.text(of: value)
    }
    let serial = serialQueue(context, call: call, qos: qos)
    return FixPlan(
      safety: .safe, summary: "`\(file.text(of: queue.value))` to `\(serial)`",
      edits: [context.edit(replacing: queue.value.lowerBound...close, with: serial)])
  }

  /// The quality-of-service names `DispatchQoS.QoSClass` and `DispatchQoS` both have.
  static let sharedQoSNames: Set<String> = [
    "background", "utility", "default", "userInitiated", "userInteractive", "unspecified",
  ]

  /// `makeTimerSource()` to `makeTimerSource(queue: DispatchQueue(label: "Owner.timer"))`.
  func missingQueueFix(_ context: LintContext, call: Int) -> FixPlan? {
    guard let close = context.structure.partner(of: call + 1) else { return nil }
    let arguments = context.arguments(open: call + 1)
    let serial = serialQueue(context, call: call, qos: nil)
    let edit =
      arguments.last.map { context.edit(inserting: ", queue: \(serial)", after: $0.value.upperBound - 1) }
      ?? context.edit(inserting: "queue: \(serial)", after: close - 1)
    return FixPlan(safety: .safe, summary: "pass `queue: \(serial)`", edits: [edit])
  }

  /// A serial queue for the source made at `call`: `DispatchQueue(label: "Owner.property")`,
  /// named after the type around it (else the file) and the property or local that keeps it.
  func serialQueue(_ context: LintContext, call: Int, qos: String?) -> String {
    let fileName = context.file.path.split(separator: "/").last.map { String($0.prefix { $0 != "." }) }
    let owner = context.typeName(around: call) ?? fileName ?? "timer"
    let creation = context.creations.first { $0.name == call }
    let holder =
      creation.flatMap { context.storedProperty(of: $0)?.property }
      ?? context.facts.bindings.first { $0.creation?.name == call }?.name ?? "timer"
    return "DispatchQueue(label: \"\(owner).\(holder)\"\(qos.map { ", qos: \($0)" } ?? ""))"
  }
}
