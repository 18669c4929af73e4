import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory timerdoctor-baseline [FILE]`: records
/// every current finding in FILE (default `.timerdoctor-baseline.json` in the package), so a team
/// adopts timerdoctor on an old codebase and `lint --baseline FILE` reports only new findings.
@main
struct TimerDoctorBaselinePlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let standard = context.package.directoryURL.appending(path: ".timerdoctor-baseline.json").path
    try PluginPaths.lint(context: context, arguments: arguments) { rest in
      ["--write-baseline", rest.first ?? standard]
    }
  }
}
