/// What `timerdoctor lint` was asked to do (parsed by the CLI).
public struct LintOptions: Sendable {
  /// Files and folders to lint; the CLI passes `["."]` when none are given.
  public var paths: [String]
  /// `--force-exclude`: files named in `paths` are excluded like files found in folders.
  public var forceExclude = false
  /// `--stdin-filename PATH`: the name `-` is reported and matched by.
  public var standardInputName = "-"
  /// `--config FILE`; when `nil`, `.timerdoctor.json` is looked up from the first path upwards.
  public var configPath: String?
  /// `--baseline FILE`: findings recorded there are not reported.
  public var baselinePath: String?
  /// `--enable <id>` (repeatable): rules switched on over the configuration. The caller checks
  /// the ids (the CLI rejects an unknown one as a usage error); unknown ids match no rule.
  public var enabled: [String]
  /// `--disable <id>` (repeatable): rules switched off over the configuration.
  public var disabled: [String]
  /// The lint cache's folder (`--cache-path`, `.build/timerdoctor-cache` by default in the CLI);
  /// `nil` (`--no-cache`) runs without it.
  public var cachePath: String?

  /// Creates options.
  public init(
    paths: [String] = ["."], configPath: String? = nil, baselinePath: String? = nil,
    enabled: [String] = [], disabled: [String] = [], forceExclude: Bool = false,
    standardInputName: String = "-", cachePath: String? = nil
  ) {
    self.cachePath = cachePath
    self.forceExclude = forceExclude
    self.standardInputName = standardInputName
    self.paths = paths
    self.configPath = configPath
    self.baselinePath = baselinePath
    self.enabled = enabled
    self.disabled = disabled
  }
}
