// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "timerdoctor",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "timerdoctor", targets: ["timerdoctor"]),
    .library(name: "TimerDoctorKit", targets: ["TimerDoctorKit"]),
  ],
  targets: [
    .executableTarget(name: "timerdoctor", dependencies: ["TimerDoctorKit"]),
    .target(name: "TimerDoctorKit"),
    .testTarget(
      name: "TimerDoctorKitTests", dependencies: ["TimerDoctorKit"],
      exclude: ["Report/Snapshots", "Triage/Fixtures"]),
    .testTarget(name: "TimerDoctorCLITests", dependencies: ["timerdoctor", "TimerDoctorKit"]),
  ],
  swiftLanguageModes: [.v6]
)
