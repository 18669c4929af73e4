import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory timerdoctor-baseline [FILE]`: records
/// every current finding in FILE (default `.timerdoctor-baseline.json` in the package), so a team
/// adopts timerdoctor on an old codebase and `lint --baseline FILE` reports only new findings.
@main
struct TimerDoctorBaselinePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "timerdoctor")
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let file =
      extractor.remainingArguments.first
      ?? context.package.directoryURL.appending(path: ".timerdoctor-baseline.json").path
    let folders = try PluginPaths.sourceFolders(of: context.package, targets: targetNames)
    let status = try PluginPaths.run(tool.url, ["lint", "--write-baseline", file] + folders)
    if status != 0 { throw PluginFailure(status: status) }
  }
}
