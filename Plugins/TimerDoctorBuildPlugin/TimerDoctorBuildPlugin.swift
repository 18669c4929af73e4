import Foundation
import PackagePlugin

/// Lints each target's Swift sources during `swift build` (and in Xcode). Findings are printed
/// compiler-style, so they show as build warnings and errors; an `error` finding fails the build.
/// A `buildCommand` (not a prebuild command) because it runs the timerdoctor built from source.
@main
struct TimerDoctorBuildPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !sources.isEmpty else { return [] }
    let tool = try context.tool(named: "timerdoctor")
    let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name).timerdoctor.txt")
    return [
      .buildCommand(
        displayName: "timerdoctor lint \(target.name)",
        executable: tool.url,
        // The report goes to stdout for the build log; `--stamp` records the run for the build
        // system, which runs the command again only when a source changes.
        arguments: [
          "lint", "--quiet", "--no-color", "--absolute-paths", "--stamp", stamp.path, "--cache-path",
          context.pluginWorkDirectoryURL.appending(path: "cache").path,
        ]
          + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [stamp])
    ]
  }
}
