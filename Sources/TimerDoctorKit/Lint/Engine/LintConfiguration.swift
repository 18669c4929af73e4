import Foundation

/// A parsed `.timerdoctor.json`: which rules run, their severities and which files are linted.
struct LintConfiguration: Sendable {
  /// The file name looked up from the first path upwards.
  static let fileName = ".timerdoctor.json"
  static let keys = ["disabled_rules", "excluded", "included", "only_rules", "opt_in_rules", "severity"]

  /// The configuration file, if any.
  var path: String? = nil
  /// The folder globs are relative to: the configuration's folder, else the current one.
  var directory = PathTools.absolute(".")
  var disabledRules: [String] = []
  var optInRules: [String] = []
  var onlyRules: [String] = []
  var severity: [String: Severity] = [:]
  var included: [GlobPattern] = []
  var excluded: [GlobPattern] = []

  init() {}

  /// Reads and validates the configuration at `path`; every problem names the key.
  init(path: String, ruleIDs: Set<String>) throws(FileError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw FileError(path: path, reason: "cannot read the configuration; check the path and permissions")
    }
    try self.init(data: data, path: path, ruleIDs: ruleIDs)
  }

  /// Validates configuration `data` read from `path`; every problem names the key.
  init(data: Data, path: String, ruleIDs: Set<String>) throws(FileError) {
    self.path = path
    directory = PathTools.directory(of: path)
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw FileError(
        path: path, reason: "not valid JSON; it must be one JSON object like {\"disabled_rules\": []}")
    }
    guard let dictionary = object as? [String: Any] else {
      throw FileError(path: path, reason: "must be a JSON object like {\"disabled_rules\": []}")
    }
    for key in dictionary.keys.sorted() where !Self.keys.contains(key) {
      throw FileError(
        path: path,
        reason: "unknown key `\(key)`"
          + Suggestion.didYouMean(
            key, among: Self.keys, otherwise: "; allowed keys: \(Self.keys.joined(separator: ", "))"))
    }
    disabledRules = try Self.ids(dictionary, "disabled_rules", path: path, known: ruleIDs)
    optInRules = try Self.ids(dictionary, "opt_in_rules", path: path, known: ruleIDs)
    onlyRules = try Self.ids(dictionary, "only_rules", path: path, known: ruleIDs)
    included = try Self.strings(dictionary, "included", path: path).map(GlobPattern.init)
    excluded = try Self.strings(dictionary, "excluded", path: path).map(GlobPattern.init)
    if let value = dictionary["severity"] {
      guard let map = value as? [String: Any] else {
        throw FileError(
          path: path, reason: "`severity` must be an object like {\"timer_force_unwrap\": \"error\"}")
      }
      for (id, level) in map.sorted(by: { $0.key < $1.key }) {
        guard ruleIDs.contains(id) else {
          throw FileError(
            path: path,
            reason: "`severity`: unknown rule id `\(id)`"
              + Suggestion.didYouMean(
                id, among: ruleIDs.sorted(), otherwise: "; run `timerdoctor rules` to list them"))
        }
        guard let text = level as? String, let parsed = Severity(rawValue: text) else {
          throw FileError(path: path, reason: "`severity.\(id)` must be \"info\", \"warning\" or \"error\"")
        }
        severity[id] = parsed
      }
    }
  }

  static func strings(_ dictionary: [String: Any], _ key: String, path: String) throws(FileError)
    -> [String]
  {
    guard let value = dictionary[key] else { return [] }
    guard let list = value as? [String] else {
      throw FileError(path: path, reason: "`\(key)` must be a list of strings, like [\"Sources\"]")
    }
    return list
  }

  static func ids(_ dictionary: [String: Any], _ key: String, path: String, known: Set<String>)
    throws(FileError)
    -> [String]
  {
    let list = try strings(dictionary, key, path: path)
    for id in list where !known.contains(id) {
      throw FileError(
        path: path,
        reason: "`\(key)`: unknown rule id `\(id)`"
          + Suggestion.didYouMean(
            id, among: known.sorted(), otherwise: "; run `timerdoctor rules` to list them"))
    }
    return list
  }

  /// `.timerdoctor.json` in the folder of `start` or the nearest folder above it.
  static func discover(from start: String) -> String? {
    var isDirectory: ObjCBool = false
    var directory = PathTools.absolute(start)
    if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue
    {
      directory = (directory as NSString).deletingLastPathComponent
    }
    while true {
      let candidate = (directory as NSString).appendingPathComponent(fileName)
      if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory || parent.isEmpty { return nil }
      directory = parent
    }
  }

  /// The rules that run: `only_rules` when set, else every rule plus opt-ins minus disabled;
  /// then the command line's `--enable` / `--disable`.
  func enabledRules(all: [String], enable: [String], disable: [String]) -> Set<String> {
    var result = onlyRules.isEmpty ? Set(all).union(optInRules).subtracting(disabledRules) : Set(onlyRules)
    result.formUnion(enable)
    result.subtract(disable)
    return result
  }

  /// Whether a file found while walking is linted (`included` / `excluded`).
  func accepts(file path: String) -> Bool {
    if included.isEmpty && excluded.isEmpty { return true }
    let relative = PathTools.relative(PathTools.absolute(path), to: directory)
    if !included.isEmpty, !included.contains(where: { $0.matches(relative) }) { return false }
    return !excluded.contains { $0.matches(relative) }
  }

  /// Whether a folder found while walking is entered (not excluded).
  func enters(directory path: String) -> Bool {
    if excluded.isEmpty { return true }
    let relative = PathTools.relative(PathTools.absolute(path), to: directory)
    return !excluded.contains { $0.matches(relative) }
  }
}
