import Testing

@testable import TimerDoctorKit

/// The culprit frame: the app's own code below the libdispatch and framework frames.
@Suite struct CulpritTests {
  func culprit(_ text: String) throws -> Culprit? {
    try TriageFixtures.triage(text).get().triage?.culprit
  }

  /// macOS 10.15 and earlier name images by bundle id; `com.apple.Foundation` is not the app.
  @Test func oldMacOSBundleIdImagesAreSystem() throws {
    let report = """
      Process:               Pulse [812]
      Path:                  /Applications/Pulse.app/Contents/MacOS/Pulse
      Identifier:            com.example.pulse
      OS Version:            Mac OS X 10.15.7 (19H524)

      Crashed Thread:        0  Dispatch queue: com.apple.main-thread

      Exception Type:        EXC_BAD_INSTRUCTION (SIGILL)

      Thread 0 Crashed:: Dispatch queue: com.apple.main-thread
      0   libdispatch.dylib             \t0x00007fff6e1eafb9 _dispatch_lane_resume$VARIANT$mp + 1077
      1   com.apple.Foundation          \t0x00007fff377f252b -[NSOperationQueue setSuspended:] + 59
      2   com.example.pulse             \t0x000000010a4ed6d5 PlaybackClock.start() + 97 (PlaybackClock.swift:44)
      3   libdyld.dylib                 \t0x00007fff6e1ff219 start + 1

      Binary Images:
             0x10a3f2000 -        0x10a5b7fff +com.example.pulse (2.8.1 - 2810) <5886C332-C2C8-4F90-B339-CEFC02C521FD> /Applications/Pulse.app/Contents/MacOS/Pulse
          0x7fff377f1000 -     0x7fff37ba5fff  com.apple.Foundation (6.9 - 1677.104) <1D224E44-A427-4960-821C-0C42A0E1FB10> /System/Library/Frameworks/Foundation.framework/Versions/C/Foundation
      """
    let culprit = try #require(try culprit(report))
    #expect(culprit.symbol == "PlaybackClock.start()")
    #expect(culprit.image == "com.example.pulse")
    // Without the `Identifier:` header, the `+` in Binary Images marks the app.
    let noHeader = report.replacingOccurrences(of: "Identifier:            com.example.pulse\n", with: "")
    #expect(try self.culprit(noHeader)?.symbol == "PlaybackClock.start()")
    // Without Binary Images, `Identifier:` names the app and `com.apple.*` is system.
    let noImages = String(report[..<report.range(of: "Binary Images:")!.lowerBound])
    #expect(try self.culprit(noImages)?.symbol == "PlaybackClock.start()")
    let decoded = try ReportDecoder.decode(Array(report.utf8)).get()
    #expect(decoded.bundleIdentifier == "com.example.pulse")
    #expect(decoded.imagePaths["com.apple.Foundation"]?.hasPrefix("/System/") == true)
  }
}
