import Foundation
import PackagePlugin

/// `swift package timerdoctor [lint options]`: lints the package's Swift targets (or the
/// `--target` ones) with the timerdoctor built from source. Read-only; a baseline is written by
/// `swift package --allow-writing-to-package-directory timerdoctor-baseline`.
@main
struct TimerDoctorCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "timerdoctor")
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let folders = try PluginPaths.sourceFolders(of: context.package, targets: targetNames)
    let status = try PluginPaths.run(tool.url, ["lint"] + extractor.remainingArguments + folders)
    if status != 0 { throw PluginFailure(status: status) }
  }
}
