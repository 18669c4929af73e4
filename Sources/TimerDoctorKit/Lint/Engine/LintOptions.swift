/// What `timerdoctor lint` was asked to do (parsed by the CLI).
public struct LintOptions: Sendable {
  /// Files and folders to lint; the CLI passes `["."]` when none are given.
  public var paths: [String]
  /// `--config FILE`; when `nil`, `.timerdoctor.json` is looked up from the first path upwards.
  public var configPath: String?
  /// `--baseline FILE`: findings recorded there are not reported.
  public var baselinePath: String?
  /// `--write-baseline FILE`: record every finding of this run there.
  public var writeBaselinePath: String?
  /// `--enable <id>` (repeatable): rules switched on over the configuration. The caller checks
  /// the ids (the CLI rejects an unknown one as a usage error); unknown ids match no rule.
  public var enabled: [String]
  /// `--disable <id>` (repeatable): rules switched off over the configuration.
  public var disabled: [String]

  /// Creates options.
  public init(
    paths: [String] = ["."], configPath: String? = nil, baselinePath: String? = nil,
    writeBaselinePath: String? = nil, enabled: [String] = [], disabled: [String] = []
  ) {
    self.paths = paths
    self.configPath = configPath
    self.baselinePath = baselinePath
    self.writeBaselinePath = writeBaselinePath
    self.enabled = enabled
    self.disabled = disabled
  }
}
