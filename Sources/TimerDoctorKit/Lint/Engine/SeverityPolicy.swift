/// The one place a lint finding's severity is decided: a severity the configuration sets for the
/// rule wins; otherwise the hit's harm, never above the rule book's highest severity for the rule.
struct SeverityPolicy: Sendable {
  /// Each rule's highest severity, from its `Rules/` entry.
  let highest: [String: Severity]
  /// Severities set by `.timerdoctor.json` (`severity`), per rule.
  let configured: [String: Severity]

  /// The policy for `ids`, reading their highest severities from `catalog`. A rule without an
  /// entry is a programmer error: the rule book and the registry must agree.
  init(ids: [String], catalog: Catalog, configured: [String: Severity] = [:]) {
    var highest: [String: Severity] = [:]
    for id in ids {
      guard let entry = catalog.entry(id) else { preconditionFailure("lint rule \(id) has no Rules/ entry") }
      highest[id] = entry.defaultSeverity
    }
    self.highest = highest
    self.configured = configured
  }

  /// The severity of a hit of rule `id` whose evidence shows `harm`.
  func severity(of harm: Harm, rule id: String) -> Severity {
    if let configured = configured[id] { return configured }
    return min(harm.severity, highest[id] ?? harm.severity)
  }
}
