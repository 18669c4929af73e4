// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "timerdoctor",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "timerdoctor", targets: ["timerdoctor"]),
    .library(name: "TimerDoctorKit", targets: ["TimerDoctorKit"]),
    .plugin(name: "TimerDoctorBuildPlugin", targets: ["TimerDoctorBuildPlugin"]),
    .plugin(name: "TimerDoctorCommandPlugin", targets: ["TimerDoctorCommandPlugin"]),
    .plugin(name: "TimerDoctorBaselinePlugin", targets: ["TimerDoctorBaselinePlugin"]),
  ],
  targets: [
    .executableTarget(name: "timerdoctor", dependencies: ["TimerDoctorKit"]),
    .target(name: "TimerDoctorKit"),
    // Lints each target's sources during `swift build`; findings are build diagnostics.
    .plugin(name: "TimerDoctorBuildPlugin", capability: .buildTool(), dependencies: ["timerdoctor"]),
    // `swift package timerdoctor`: lint the package, read-only.
    .plugin(
      name: "TimerDoctorCommandPlugin",
      capability: .command(
        intent: .custom(verb: "timerdoctor", description: "lint the package's Swift sources for timer bugs")),
      dependencies: ["timerdoctor"]),
    // `swift package --allow-writing-to-package-directory timerdoctor-baseline`: write a baseline.
    .plugin(
      name: "TimerDoctorBaselinePlugin",
      capability: .command(
        intent: .custom(
          verb: "timerdoctor-baseline", description: "record every current finding in a baseline"),
        permissions: [
          .writeToPackageDirectory(
            reason: "writes the baseline file (.timerdoctor-baseline.json) into the package")
        ]),
      dependencies: ["timerdoctor"]),
    .testTarget(
      name: "TimerDoctorKitTests", dependencies: ["TimerDoctorKit"],
      exclude: ["Report/Snapshots", "Triage/Fixtures"]),
    .testTarget(
      name: "TimerDoctorCLITests", dependencies: ["timerdoctor", "TimerDoctorKit"], exclude: ["Fixes"]),
  ],
  swiftLanguageModes: [.v6]
)
