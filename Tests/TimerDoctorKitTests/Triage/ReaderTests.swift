import Foundation
import Testing

@testable import TimerDoctorKit

/// Each format is recognised from its content and read into the one `CrashReport` model.
@Suite struct ReaderTests {
  func report(_ text: String) throws -> CrashReport {
    try ReportDecoder.decode(Array(text.utf8)).get()
  }

  func fixture(_ name: String) throws -> String {
    try String(contentsOf: TriageFixtures.folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test func ips309ResolvesImagesAndMessages() throws {
    let report = try report(try fixture("ips/release_suspended.ips"))
    #expect(report.format == .ips309)
    #expect(report.exception == "EXC_BREAKPOINT (SIGTRAP)")
    #expect(report.signal == "SIGTRAP")
    #expect(report.os == "iPhone OS 17.4.1 (21E236)")
    #expect(report.appImage == "Ticker")
    #expect(report.messages.map(\.text) == ["BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object"])
    #expect(report.threads.count == 2)
    #expect(report.crashedThreadIndex == 0)
    let frames = report.crashedFrames
    #expect(frames[0].image == "libdispatch.dylib")
    #expect(frames[0].name.key == "dispatch_queue_xref_dispose" && frames[0].name.isCold)
    #expect(frames[4].image == "Ticker" && frames[4].symbol == nil && frames[4].imageOffset == 421_744)
  }

  @Test func ips309FindingHasUnsymbolicatedCulprit() throws {
    let finding = try TriageFixtures.triage(try fixture("ips/release_suspended.ips")).get()
    #expect(finding.id == "release_while_suspended")
    let details = try #require(finding.triage)
    #expect(details.confidence == .high)
    #expect(details.culprit == Culprit(image: "Ticker", symbol: "Ticker + 0x66f70"))
    #expect(Set(details.alternatives) == ["suspend_imbalance", "cancel_while_suspended"])
    #expect(
      details.evidence == [
        "frame 0: libdispatch.dylib _dispatch_queue_xref_dispose.cold.1",
        "message: \"BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object\"",
      ])
    #expect(finding.line == 32)
  }

  @Test(arguments: [
    #"["BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object"]"#,
    #""BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object""#,
  ])
  func ipsAsiMayBeAnArrayOrAString(_ asi: String) throws {
    let text = try fixture("ips/release_suspended.ips").replacingOccurrences(
      of: #"{"libdispatch.dylib":["BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object"]}"#, with: asi
    )
    #expect(text.contains(asi))
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.triage?.confidence == .high)
  }

  @Test func ipsUnknownKeysAndLastExceptionBacktraceAreRead() throws {
    let text = try fixture("ips/release_suspended.ips").replacingOccurrences(
      of: #""faultingThread" : 0,"#,
      with:
        #""faultingThread" : 0, "futureKey" : {"nested" : [1, 2.5e3, null, true, "\u00e9\n"]}, "lastExceptionBacktrace" : [{"imageOffset":100,"symbol":"objc_exception_throw","imageIndex":2}],"#
    )
    let report = try report(text)
    #expect(report.threads.last?.name == "Last Exception Backtrace")
    #expect(report.threads.last?.frames.first?.symbol == "objc_exception_throw")
    #expect(report.crashedThreadIndex == 0)
  }

  @Test func ipsBodyWithoutMetadataLine() throws {
    let text = try fixture("ips/release_suspended.ips")
    let body = text.drop { $0 != "\n" }
    #expect(try report(String(body)).format == .ips309)
  }

  static let classic = """
    Incident Identifier: 2B1E6B0C-6C2B-4D7B-9A61-7E0B1B1C2D3E
    Hardware Model:      iPhone14,2
    Process:             Ticker [812]
    Path:                /private/var/containers/Bundle/Application/5E0A/Ticker.app/Ticker
    Identifier:          com.example.ticker
    Version:             2.3 (57)
    Code Type:           ARM-64 (Native)
    OS Version:          iPhone OS 16.7.2 (20H115)
    Report Version:      104

    Exception Type:  EXC_BREAKPOINT (SIGTRAP)
    Exception Codes: 0x0000000000000001, 0x00000001a0e4c9b8
    Termination Reason: SIGNAL 5 Trace/BPT trap: 5
    Triggered by Thread:  2

    Application Specific Information:
    BUG IN CLIENT OF LIBDISPATCH: Over-resume of an object
    Abort Cause 105553116266496

    Thread 0 name:  Dispatch queue: com.apple.main-thread
    Thread 0:
    0   libsystem_kernel.dylib        \t0x00000001e1b2c3d4 mach_msg2_trap + 8
    1   CoreFoundation                \t0x00000001a2b3c4d5 __CFRunLoopRun + 1200

    Thread 2 name:  Dispatch queue: com.example.ticker.poll
    Thread 2 Crashed:
    0   libdispatch.dylib             \t0x00000001a0e4c9b8 _dispatch_lane_resume + 556
    1   Ticker                        \t0x0000000100a1b2c3 Poller.start() + 40 (Poller.swift:42)
    2   Ticker                        \t0x0000000100a1b000 0x100398000 + 422000
    3   libdispatch.dylib             \t0x00000001a0e3f000 _dispatch_call_block_and_release + 32

    Thread 2 crashed with ARM Thread State (64-bit):
        x0: 0x0000000000000001   x1: 0x0000000000000002
        pc: 0x00000001a0e4c9b8  cpsr: 0x60000000

    Binary Images:
    0x100398000 - 0x10040ffff Ticker arm64  <8d5c2f4e1b7a3c399e512f8a6f0d4c11> /private/var/containers/Bundle/Application/5E0A/Ticker.app/Ticker
    0x1a0e38000 - 0x1a0e7efff libdispatch.dylib arm64e  <4c7d3e2a9b1f3e8da5c67f0e1d2c3b4a> /usr/lib/system/libdispatch.dylib
    """

  @Test func classicTextReport() throws {
    let report = try report(Self.classic)
    #expect(report.format == .crash)
    #expect(report.process == "Ticker")
    #expect(report.exception == "EXC_BREAKPOINT (SIGTRAP)")
    #expect(report.os == "iPhone OS 16.7.2 (20H115)")
    #expect(report.threads.count == 2)
    #expect(report.threads[report.crashedThreadIndex!].number == 2)
    #expect(report.threads[1].name == "Dispatch queue: com.example.ticker.poll")
    #expect(report.crashedFrames.count == 4)
    #expect(report.crashedFrames[2].imageOffset == 422_000)
    #expect(report.imagePaths["libdispatch.dylib"] == "/usr/lib/system/libdispatch.dylib")
    let finding = try TriageFixtures.triage(Self.classic).get()
    #expect(finding.id == "resume_after_cancel")
    #expect(finding.triage?.confidence == .high)
    #expect(
      finding.triage?.culprit
        == Culprit(image: "Ticker", symbol: "Poller.start()", file: "Poller.swift", line: 42))
    #expect(
      finding.triage?.evidence.last
        == "hint: Abort Cause 105553116266496 looks like a heap pointer (over-resume)")
    #expect(finding.line == 27)
  }

  @Test func legacyIPS109() throws {
    let text =
      #"{"app_name":"Ticker","bug_type":"109","os_version":"iPhone OS 12.5.7 (16H81)","name":"Ticker"}"#
      + "\n"
      + Self.classic.replacingOccurrences(of: "OS Version:          iPhone OS 16.7.2 (20H115)\n", with: "")
    let report = try report(text)
    #expect(report.format == .ips109)
    #expect(report.os == "iPhone OS 12.5.7 (16H81)")
    #expect(try TriageFixtures.triage(text).get().line == 27)
  }

  @Test func translatedReportPrefersTheFullJSON() throws {
    let ips = try fixture("ips/release_suspended.ips")
    let text = """
      -------------------------------------
      Translated Report (Full Report Below)
      -------------------------------------

      Process:               Ticker [812]
      Exception Type:        EXC_BREAKPOINT (SIGTRAP)

      Thread 0 Crashed::  Dispatch queue: com.apple.main-thread
      0   libdispatch.dylib             \t       0x1a0e4c9b8 _dispatch_queue_xref_dispose.cold.1 + 24

      -----------
      Full Report
      -----------

      \(ips)
      """
    let report = try report(text)
    #expect(report.format == .translated)
    #expect(report.messages.count == 1)
    #expect(report.crashedFrames.count == 7)
    // A cut-off JSON half: the text half is used.
    let cut = String(text.prefix(text.count - 2000))
    let textHalf = try self.report(cut)
    #expect(textHalf.format == .translated)
    #expect(textHalf.crashedFrames.count == 1)
    #expect(try TriageFixtures.triage(cut).get().id == "release_while_suspended")
  }

  @Test func crashlyticsPaste() throws {
    let text = """
      Crashed: com.apple.main-thread
      EXC_BREAKPOINT 0x00000001a0e4c9b8
      0  libdispatch.dylib              0x18ff93b68 _dispatch_queue_resume + 556
      1  Ticker                         0x100a1b2c3 Poller.resume() + 40 (Poller.swift:88)
      2  Ticker                         0x100a1b000 ViewController.viewWillAppear(_:) + 120 (ViewController.swift:30)

      com.apple.uikit.eventfetch-thread
      0  libsystem_kernel.dylib         0x1e1b2c3d4 mach_msg2_trap + 8
      """
    let report = try report(text)
    #expect(report.format == .crashlytics)
    #expect(report.exception == "EXC_BREAKPOINT 0x00000001a0e4c9b8")
    #expect(report.threads.count == 2)
    #expect(report.threads[1].name == "com.apple.uikit.eventfetch-thread")
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.id == "resume_after_cancel")
    #expect(finding.triage?.culprit?.displayName == "Poller.resume() (Poller.swift:88)")
  }

  @Test func sentryPasteWithoutOffsetsAndInlinedRows() throws {
    let text = """
      0  libdispatch.dylib  0x1a0e4c9b8  _dispatch_queue_xref_dispose
      1  libdispatch.dylib  0x1a0e4c000  _dispatch_dispose
      2  Ticker             0x100a1b2c3  Poller.deinit (Poller.swift:21) [inlined]
      3  Ticker             0x100a1b2c3  Poller.__deallocating_deinit (Poller.swift:0)
      """
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.id == "release_while_suspended")
    #expect(finding.triage?.confidence == .medium)
    #expect(
      finding.triage?.culprit
        == Culprit(image: "Ticker", symbol: "Poller.deinit", file: "Poller.swift", line: 21))
    #expect(finding.triage?.alternatives.contains("release_while_inactive") == true)
  }

  @Test func bugsnagLikePaste() throws {
    let text = """
      libdispatch.dylib +0x3a08c  _dispatch_group_leave.cold.1
      libdispatch.dylib +0x1f0c4  dispatch_group_leave
      Ticker +0x66f70  Downloader.finish()
      """
    let report = try report(text)
    #expect(report.format == .bugsnag)
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.id == "other_libdispatch")
    #expect(finding.severity == .info)
    #expect(finding.triage?.culprit?.symbol == "Downloader.finish()")
  }

  @Test func lldbBacktrace() throws {
    let text = """
      * thread #1, queue = 'com.apple.main-thread', stop reason = EXC_BREAKPOINT (code=1, subcode=0x1a0e4c9b8)
        * frame #0: 0x00000001a0e4c9b8 libdispatch.dylib`_dispatch_queue_xref_dispose.cold.2 + 36
          frame #1: 0x00000001a0e4c000 libdispatch.dylib`_dispatch_queue_xref_dispose + 56
          frame #2: 0x00000001a0e4b000 libdispatch.dylib`-[OS_dispatch_source _xref_dispose] + 28
          frame #3: 0x0000000100a1b2c3 Ticker`Poller.deinit at Poller.swift:21:5
          frame #4: 0x0000000100a1b000 Ticker`Poller.__deallocating_deinit at Poller.swift:0
      """
    let report = try report(text)
    #expect(report.format == .lldb)
    #expect(report.exception == "EXC_BREAKPOINT")
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.id == "release_while_suspended")
    #expect(
      finding.triage?.culprit
        == Culprit(image: "Ticker", symbol: "Poller.deinit", file: "Poller.swift", line: 21))
  }

  @Test func gdbBacktrace() throws {
    let text = """
      Program received signal SIGTRAP, Trace/breakpoint trap.
      #0  0x389de4d8 in dispatch_resume () from /usr/lib/system/libdispatch.dylib
      #1  0x0000a1b2 in -[Poller start] () at Poller.m:42
      #2  0x0000a000 in main () at main.m:12
      """
    let report = try report(text)
    #expect(report.format == .gdb)
    #expect(report.exception == "SIGTRAP (Trace/breakpoint trap)")
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.id == "resume_after_cancel")
    #expect(finding.triage?.culprit?.displayName == "-[Poller start] (Poller.m:42)")
  }

  /// A message with no trap frame rules out what the same message with a frame rules out.
  @Test func messageAloneListsTheSameAlternativesAsWithItsFrame() throws {
    let message =
      "Application Specific Information:\nBUG IN CLIENT OF LIBDISPATCH: Release of a suspended object\n"
    let alone = try TriageFixtures.triage(message).get()
    #expect(alone.id == "release_while_suspended")
    #expect(alone.triage?.confidenceReason.hasPrefix("message-only") == true)
    let withFrame = try TriageFixtures.triage(
      message
        + "\nThread 0 Crashed:\n0   libdispatch.dylib   0x00000001a0e4c9b8 _dispatch_queue_xref_dispose.cold.1 + 36\n"
    ).get()
    #expect(withFrame.triage?.confidenceReason.hasPrefix("message-and-frame-agree") == true)
    #expect(alone.triage?.alternatives == withFrame.triage?.alternatives)
    #expect(alone.triage?.alternatives.contains("release_while_inactive") == false)
  }

  @Test func messageAloneIsEnough() throws {
    let finding = try TriageFixtures.triage("BUG IN CLIENT OF LIBDISPATCH: Release of an inactive object\n")
      .get()
    #expect(finding.id == "release_while_inactive")
    #expect(finding.triage?.confidence == .medium)
    #expect(finding.line == 1)
  }

  /// A libdispatch message in a header is stored once, without the header's key.
  @Test func headerMessageIsStoredOnce() throws {
    let report = try report(
      """
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      Exception Reason: BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object
      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 _dispatch_queue_xref_dispose.cold.1 + 36
      BUG IN CLIENT OF LIBDISPATCH: Over-resume of an object
      """)
    #expect(
      report.messages.map(\.text) == [
        "BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object",
        "BUG IN CLIENT OF LIBDISPATCH: Over-resume of an object",
      ])
    #expect(report.messages.map(\.line) == [2, 5])
  }

  @Test func messagesAreDeduplicatedAndCapped() {
    var report = CrashReport(format: .stack)
    for index in 0..<(CrashReport.maximumMessages + 10) {
      report.addMessage("same", line: 1)
      report.addMessage("message \(index)", line: index)
    }
    #expect(report.messages.count == CrashReport.maximumMessages)
    #expect(report.messages.filter { $0.text == "same" }.count == 1)
    #expect(Array("a\nb\n\nc".utf8)[...].lineFeeds == 3)
  }
}
