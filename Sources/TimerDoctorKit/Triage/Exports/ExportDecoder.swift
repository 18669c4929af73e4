/// Reads a crash service's export from a parsed JSON document: a Sentry event or an array of
/// them, a Crashlytics BigQuery row, a MetricKit crash diagnostic or diagnostic payload (or an
/// array of those). Each record is read on its own, so one record's wrong-typed field is that
/// record's error and the others are still read.
enum ExportDecoder {
  /// The records in `tape`, or `nil` when its root is no export (an `.ips` report, say).
  static func records(_ tape: JSONTape) -> [Result<ExportRecord, ExportFieldError>]? {
    let fields = ExportFields(tape: tape)
    let roots = tape.kind(0) == .array ? tape.elements(0) : [0]
    guard let first = roots.first, let firstKind = kind(tape, first) else { return nil }
    var records: [Result<ExportRecord, ExportFieldError>] = []
    for (position, root) in roots.enumerated() {
      let prefix = tape.kind(0) == .array ? "[\(position)]." : ""
      // The first root's kind is known already: a JSON Lines record is one root, read millions of times.
      switch position == 0 ? firstKind : kind(tape, root) {
      case .sentry?:
        records.append(Result { () throws(ExportFieldError) in try SentryEventReader.read(fields, root) })
      case .crashlytics?:
        records.append(Result { () throws(ExportFieldError) in try CrashlyticsRowReader.read(fields, root) })
      case .metricKit?:
        records.append(
          Result { () throws(ExportFieldError) in try MetricKitReader.read(fields, root, path: prefix) })
      case .metricKitPayload?:
        for (index, diagnostic) in tape.elements(tape.member(root, "crashDiagnostics")!).enumerated() {
          let path = "\(prefix)crashDiagnostics[\(index)]."
          records.append(
            Result { () throws(ExportFieldError) in try MetricKitReader.read(fields, diagnostic, path: path) }
          )
        }
      case nil:
        records.append(
          .failure(ExportFieldError(field: "\(prefix.dropLast())", problem: "is no crash record")))
      }
    }
    return records
  }

  enum Kind { case sentry, crashlytics, metricKit, metricKitPayload }

  /// Which export `object` is, if any.
  static func kind(_ tape: JSONTape, _ object: Int) -> Kind? {
    if SentryEventReader.detects(tape, object) { return .sentry }
    if CrashlyticsRowReader.detects(tape, object) { return .crashlytics }
    if MetricKitReader.detects(tape, object) { return .metricKit }
    if MetricKitReader.detectsPayload(tape, object) { return .metricKitPayload }
    return nil
  }
}
