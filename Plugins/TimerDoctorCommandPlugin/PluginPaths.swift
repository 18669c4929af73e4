import Foundation
import PackagePlugin

/// What both command plugins share: the folders to lint and running the tool.
enum PluginPaths {
  /// The source folders of the package's Swift targets, or of the named ones.
  static func sourceFolders(of package: Package, targets names: [String]) throws -> [String] {
    let targets = names.isEmpty ? package.targets : try package.targets(named: names)
    return targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test || !names.isEmpty }
      .map(\.directoryURL.path)
  }

  /// Runs `timerdoctor lint` over the package's targets (or `--target` ones): `options(rest)`
  /// makes the lint options from the arguments left after `--target`. A non-zero exit throws.
  static func lint(context: PluginContext, arguments: [String], options: ([String]) -> [String]) throws {
    let tool = try context.tool(named: "timerdoctor")
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let folders = try sourceFolders(of: context.package, targets: targetNames)
    // The cache lives in the plugin's own folder: the package is never written to.
    let cache = context.pluginWorkDirectoryURL.appending(path: "cache").path
    let arguments = ["lint", "--cache-path", cache] + options(extractor.remainingArguments) + folders
    let status = try run(tool.url, arguments)
    if status != 0 { throw PluginFailure(status: status) }
  }

  /// Runs `tool` with `arguments`, its output going to the plugin's, and returns the exit status.
  static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// The tool's non-zero exit, so `swift package` exits non-zero too.
struct PluginFailure: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "timerdoctor exited with status \(status)" }
}
