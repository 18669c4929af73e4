import Foundation

/// Finds the `*.swiftinterface` files of the toolchain whose `swift` is on `PATH`.
enum ToolchainInterfaces {
  static func paths() -> [String] {
    guard let root = toolchainRoot() else { return [] }
    var result: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swiftinterface") { result.append(root + "/" + relative) }
    }
    return result.sorted()
  }

  /// `<toolchain>/usr/lib`, found by resolving `swift` on `PATH`.
  static func toolchainRoot() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/swift"
      guard FileManager.default.fileExists(atPath: candidate) else { continue }
      let resolved = URL(fileURLWithPath: candidate).resolvingSymlinksInPath()
      let lib = resolved.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib")
      if FileManager.default.fileExists(atPath: lib.path) { return lib.path }
    }
    return nil
  }
}
