/// What triage concluded about one crash report, beyond the common `Finding` fields.
public struct TriageDetails: Codable, Hashable, Sendable {
  /// One of the five timer patterns, `other_libdispatch`, or `none`.
  public var pattern: String
  /// How sure the classifier is.
  public var confidence: Confidence
  /// The classifier step that set the confidence, e.g. `message-and-frame-agree`.
  public var confidenceReason: String
  /// Quoted frames and message lines the verdict rests on.
  public var evidence: [String]
  /// The first frame in the app's own code below the libdispatch/runtime frames.
  public var culprit: Culprit?
  /// Other pattern ids the report is also consistent with.
  public var alternatives: [String]
  /// The exception, e.g. `EXC_BREAKPOINT (SIGTRAP)`.
  public var exception: String?
  /// The operating system, e.g. `iPhone OS 17.4.1 (21E236)`.
  public var os: String?
  /// What to do next, e.g. `timerdoctor explain release_while_suspended`.
  public var fix: String
  /// The crash service's id of the record (Sentry or Crashlytics `event_id`), for exports.
  public var record: String?
  /// The culprit's function in the app's sources and the lint findings in it (`--source DIR`).
  public var source: SourceLink?

  /// Creates triage details.
  public init(
    pattern: String, confidence: Confidence, confidenceReason: String, evidence: [String],
    culprit: Culprit?, alternatives: [String], exception: String?, os: String?, fix: String,
    source: SourceLink? = nil
  ) {
    self.source = source
    self.pattern = pattern
    self.confidence = confidence
    self.confidenceReason = confidenceReason
    self.evidence = evidence
    self.culprit = culprit
    self.alternatives = alternatives
    self.exception = exception
    self.os = os
    self.fix = fix
  }
}

/// How sure triage is of a pattern.
public enum Confidence: String, Codable, CaseIterable, Sendable {
  /// Two kinds of evidence agree (the libdispatch message and the trap frame), or the evidence
  /// is decisive on its own (a named non-timer libdispatch message, a crash inside a handler).
  case high
  /// One kind of evidence: the trap frame alone, or the message alone.
  case medium
  /// Weak evidence: a frame libdispatch does not check misuse in, or no readable frames.
  case low

  /// The weaker of two confidences.
  static func weaker(_ a: Confidence, _ b: Confidence) -> Confidence {
    let order: [Confidence] = [.low, .medium, .high]
    return order.firstIndex(of: a)! <= order.firstIndex(of: b)! ? a : b
  }
}
