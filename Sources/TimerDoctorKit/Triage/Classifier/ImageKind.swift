/// Tells the app's own images from system and runtime images.
enum ImageKind {
  private static let systemPathPrefixes = [
    "/System/", "/usr/lib/", "/usr/libexec/", "/lib/", "/lib64/", "<toolchain>", "/Library/Apple/",
    "/private/preboot/", "/usr/share/", "/opt/swift", "/Library/Developer/CoreSimulator",
    "/Applications/Xcode", "/usr/local/lib/swift",
  ]

  private static let systemNamePrefixes = [
    "libdispatch", "libsystem_", "libswift", "libobjc", "libc++", "libc.so", "libc-", "libpthread",
    "libdyld", "dyld", "libxpc", "ld-linux", "ld64", "libstdc++", "libgcc", "libm.so",
    "libBacktraceRecording",
    "libMainThreadChecker", "libFoundation", "libicu", "libCoreFoundation", "libxml", "libz.",
    "linux-vdso", "libRosetta", "libquic", "libnetwork", "libcorecrypto", "libcompiler_rt",
  ]

  private static let systemNames: Set<String> = [
    "CoreFoundation", "Foundation", "FoundationEssentials", "UIKitCore", "UIKit", "AppKit",
    "GraphicsServices", "FrontBoardServices", "BaseBoard", "SwiftUI", "SwiftUICore", "QuartzCore",
    "CFNetwork", "Combine", "HIToolbox", "CoreGraphics", "CoreData", "Security", "AttributeGraph",
    "RunningBoardServices", "UIFoundation", "CoreText", "IOKit", "WebKit", "JavaScriptCore", "Network",
    "CoreServices", "LaunchServices", "SkyLight", "CoreAutoLayout", "CoreMedia", "AVFoundation",
    "CoreLocation", "MapKit", "Dispatch", "???", "<unknown>", "unknown", "(Missing)",
  ]

  /// Whether `name` is a system framework's image name (`Foundation`, `CoreFoundation`): a frame
  /// line may name one without an extension.
  static func isSystemFramework(_ name: String) -> Bool {
    systemNames.contains(name) && name.first?.isLetter == true
  }

  /// Whether `frame` is in the app's own code (not a system, runtime or unknown image).
  static func isApp(_ frame: CrashFrame, in report: CrashReport) -> Bool {
    guard let image = frame.image, !image.isEmpty else {
      // gdb frames may carry no image; a source file outside the toolchain means app code.
      guard let file = frame.file else { return false }
      return !frame.isSystemMarked && !systemPathPrefixes.contains { file.hasPrefix($0) }
    }
    if image == report.appImage || image == report.bundleIdentifier { return true }
    if let path = report.imagePaths[image] {
      if systemPathPrefixes.contains(where: { path.hasPrefix($0) }) { return false }
      if path.containsBytes(".app/") { return true }
    }
    // Old macOS reports name images by bundle id (`com.apple.Foundation`).
    if systemNames.contains(image) || image.hasPrefix("com.apple.") { return false }
    if image.hasSuffix(".dylib") && image.hasPrefix("lib") && report.imagePaths[image] == nil { return false }
    return !systemNamePrefixes.contains { image.hasPrefix($0) }
  }

  /// Whether an app frame is compiler-generated glue rather than code the user wrote.
  static func isGenerated(_ frame: CrashFrame) -> Bool {
    if frame.isSystemMarked { return true }
    guard let symbol = frame.symbol else { return false }
    let gluePrefixes = [
      "outlined ", "__swift_", "thunk for ", "reabstraction thunk", "partial apply for ", "merged ",
      "@objc ", "protocol witness for ", "swift_", "_swift_",
    ]
    return gluePrefixes.contains { symbol.hasPrefix($0) }
  }
}
