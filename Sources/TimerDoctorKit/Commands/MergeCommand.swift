import Foundation

/// `timerdoctor merge`: adds up the groups of triage runs over shards of a crash export, so a
/// fleet's crashes can be triaged in parallel (`triage --format json` or `--format jsonl` per
/// shard) and counted once. Each input is a JSON report (its groups, or its verdicts when it was
/// not grouped), a JSON Lines verdict stream (read line by line), or a merge's own output.
enum MergeCommand {
  /// The largest JSON report read whole; a JSON Lines stream has no limit.
  static let reportLimit = 1 << 30

  static func run(_ arguments: ParsedArguments) -> RunOutcome {
    let format = arguments.value("format") ?? "text"
    guard ["text", "json"].contains(format) else {
      return .usage(UsageError("unknown format `\(format)` for merge: use text or json", command: .merge))
    }
    guard !arguments.operands.isEmpty else {
      return .usage(
        UsageError("merge needs the JSON or JSON Lines output of at least one triage run", command: .merge))
    }
    let failPolicy: TriageFailPolicy
    switch TriageFailPolicy.of(arguments, command: .merge) {
    case .success(let policy): failPolicy = policy
    case .failure(let error): return .usage(error)
    }
    var groups: [FindingGroup] = []
    var unreadable: [String] = []
    var shardErrors = 0
    for path in arguments.operands {
      switch read(path) {
      case .success(let shard):
        groups = FindingGroup.merging(groups + shard.groups)
        shardErrors += shard.errors
      case .failure(let error):
        unreadable.append(error.line)
      }
    }
    let summary = Self.summary(groups, errors: shardErrors + unreadable.count)
    let text: String
    if format == "json" {
      text =
        JSONText.encode(
          MergedRun(inputs: arguments.operands, groups: groups, summary: summary, unreadable: unreadable))
        + "\n"
    } else {
      text = TextReporter().render(
        groups: groups, summary: Self.summaryLine(summary, shards: arguments.operands.count))
    }
    let status: ExitStatus =
      !unreadable.isEmpty ? .inputError : groups.contains(where: failPolicy.fails) ? .findings : .clean
    let stderr = unreadable.map { "timerdoctor: " + TerminalText.escape($0) }
    guard let output = arguments.value("output") else {
      return RunOutcome(standardOutput: text, standardError: stderr, status: status)
    }
    do {
      try AtomicFileWriter.write(text, to: output)
    } catch {
      return RunOutcome(
        standardError: stderr + ["timerdoctor: " + TerminalText.escape(error.description)],
        status: .inputError)
    }
    return RunOutcome(standardError: stderr, status: status)
  }

  /// One shard's groups and how many inputs or records it could not read.
  struct Shard {
    var groups: [FindingGroup]
    var errors: Int
  }

  /// Reads a shard: JSON Lines when its first line is one whole JSON object, else one JSON report.
  static func read(_ path: String) -> Result<Shard, InputError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(InputError(path: path, message: "cannot open: \(String(cString: strerror(errno)))"))
    }
    defer { close(descriptor) }
    var reader = LineReader(descriptor: descriptor, maximumLine: reportLimit)
    let decoder = JSONDecoder()
    var first = reader.next(1)
    guard case .text(_, let line)? = first.first else {
      return .failure(
        InputError(path: path, message: "empty; pass a triage run's --format json or jsonl output"))
    }
    // A pretty-printed report's first line is `{` alone, never a whole object.
    if (try? JSONSerialization.jsonObject(with: Data(line))) is [String: Any] {
      var shard = Shard(groups: [], errors: 0)
      var verdicts: [FindingGroup] = []
      while !first.isEmpty {
        for entry in first {
          guard case .text(let number, let bytes) = entry, !bytes.allSatisfy(ExportInput.isSpace) else {
            continue
          }
          if let verdict = try? decoder.decode(VerdictLine.self, from: Data(bytes)) {
            verdicts.append(verdict.group)
          } else if let error = try? decoder.decode(ErrorLine.self, from: Data(bytes)), error.error != nil {
            shard.errors += 1
          } else {
            return .failure(
              InputError(path: path, message: "line \(number) is not a triage verdict or error line"))
          }
        }
        // Fold each batch in, so memory holds the groups, not the verdicts.
        shard.groups = FindingGroup.merging(shard.groups + verdicts)
        verdicts = []
        first = reader.next(TriageEngine.streamBatch)
      }
      return .success(shard)
    }
    var bytes = Array(line) + [0x0A]
    while case let lines = reader.next(TriageEngine.streamBatch), !lines.isEmpty {
      for case .text(_, let text) in lines {
        bytes += text
        bytes.append(0x0A)
      }
    }
    guard let report = try? decoder.decode(ShardReport.self, from: Data(bytes)),
      report.groups != nil || report.findings != nil
    else {
      return .failure(
        InputError(
          path: path, message: "not a triage report; pass a triage run's --format json or jsonl output"))
    }
    return .success(
      Shard(groups: FindingGroup.merging(report.shardGroups), errors: report.errors?.count ?? 0))
  }

  /// A JSON Lines error line.
  struct ErrorLine: Decodable {
    var error: String?
  }

  static func summary(_ groups: [FindingGroup], errors: Int) -> MergedRun.Summary {
    let reports = groups.reduce(0) { $0 + $1.count }
    let misuse = groups.filter { $0.severity == .error }.reduce(0) { $0 + $1.count }
    let timerCode = groups.filter { $0.severity == .warning }.reduce(0) { $0 + $1.count }
    let unknown = groups.filter { $0.pattern == PatternID.unknown }.reduce(0) { $0 + $1.count }
    return MergedRun.Summary(
      reports: reports, timerMisuses: misuse, crashesInTimerCode: timerCode,
      otherCrashes: reports - misuse - timerCode - unknown, notTriaged: unknown, errors: errors)
  }

  /// `40,000 reports from 8 shards: 120 timer misuses, 9 crashes in timer code, ...`.
  static func summaryLine(_ summary: MergedRun.Summary, shards: Int) -> String {
    var text =
      "\(TextReporter.plural(summary.reports, "report")) from \(TextReporter.plural(shards, "shard")): "
      + "\(TextReporter.plural(summary.timerMisuses, "timer misuse", "timer misuses")), "
      + "\(TextReporter.plural(summary.crashesInTimerCode, "crash in timer code", "crashes in timer code")), "
      + "\(TextReporter.plural(summary.otherCrashes, "other crash", "other crashes"))"
    if summary.notTriaged > 0 { text += ", \(summary.notTriaged) not triaged" }
    if summary.errors > 0 {
      text += "; \(TextReporter.plural(summary.errors, "input or record")) could not be read"
    }
    return text
  }
}
