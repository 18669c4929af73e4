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

  /// lldb prints a debug build's argument values right after the name, with no space.
  @Test func lldbArgumentValuesAreStripped() throws {
    let culprit = try culprit(
      """
      * thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BREAKPOINT (code=1, subcode=0x1a1b2c3d4)
        * frame #0: 0x00000001a1b2c3d4 libdispatch.dylib`_dispatch_lane_resume.cold.1 + 36
          frame #1: 0x00000001a1b1f000 libdispatch.dylib`_dispatch_lane_resume + 556
          frame #2: 0x00000001b2c3d4e0 libswiftDispatch.dylib`protocol witness for DispatchSourceProtocol.resume() in conformance DispatchSource + 12
          frame #3: 0x0000000100398abc Pulse`PlaybackClock.play(self=0x0000600003a0c000, rate=1) at PlaybackClock.swift:61:11
          frame #4: 0x0000000100399000 Pulse`closure #1 in ContentView.body.getter at ContentView.swift:20:5
      """)
    #expect(culprit?.symbol == "PlaybackClock.play")
    #expect(culprit?.file == "PlaybackClock.swift" && culprit?.line == 61)
    // A Swift signature is not an argument list.
    let signature = try #require(
      LLDBFrameReader().read(Array("frame #3: 0x1 Pulse`Poller.handle(_:) at Poller.swift:9".utf8)[...]))
    #expect(signature.symbol == "Poller.handle(_:)")
  }

  /// gdb frames carry no image: the module comes from the mangled symbol or the source path.
  @Test func gdbCulpritNamesItsModule() throws {
    let culprit = try culprit(
      """
      Program received signal SIGILL, Illegal instruction.
      #0  0x00007ffff7f2dca0 in _dispatch_lane_resume.cold.1 () from /usr/lib/swift/linux/libdispatch.so
      #1  0x00007ffff7f3c111 in _dispatch_lane_resume () from /usr/lib/swift/linux/libdispatch.so
      #3  0x0000555555556a1b in $s11PulseServer13SyncSchedulerC18resumeAfterBackoffyyF () at /srv/pulse/Sources/PulseServer/SyncScheduler.swift:97
      """)
    #expect(culprit?.image == "PulseServer")
    var frame = CrashFrame()
    frame.file = "/srv/pulse/Sources/Worker/main.swift"
    #expect(CulpritFinder.moduleName(frame) == "Worker")
  }
}
