import Foundation
import PackagePlugin

/// `swift package timerdoctor [lint options]`: lints the package's Swift targets (or the
/// `--target` ones) with the timerdoctor built from source. Read-only; a baseline is written by
/// `swift package --allow-writing-to-package-directory timerdoctor-baseline`.
@main
struct TimerDoctorCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try PluginPaths.lint(context: context, arguments: arguments) { $0 }
  }
}
