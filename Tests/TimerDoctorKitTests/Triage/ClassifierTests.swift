import Foundation
import Testing

@testable import TimerDoctorKit

/// The classifier's negatives and its catalog-driven signatures.
@Suite struct ClassifierTests {
  func finding(_ text: String, engine: TriageEngine = TriageFixtures.engine) throws -> Finding {
    try TriageFixtures.triage(text, engine: engine).get()
  }

  @Test func handlerCrashIsNotTimerMisuse() throws {
    let text = try String(
      contentsOf: TriageFixtures.folder.appendingPathComponent("ips/handler_crash.ips"), encoding: .utf8)
    let result = try finding(text)
    #expect(result.id == "timer_handler_crash")
    #expect(result.severity == .warning)
    #expect(result.triage?.confidenceReason.hasPrefix("timer-handler-crash") == true)
    #expect(
      result.message.hasPrefix(
        "timer_handler_crash (high): the handler a timer or dispatch source called crashed"))
  }

  @Test func runLoopTimerIsNotDispatchSourceTimerMisuse() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
      Thread 0 Crashed:
      0   libobjc.A.dylib     0x0000000198c25a70 objc_msgSend + 32
      1   Foundation          0x000000019a07ea48 __NSFireTimer + 64
      2   CoreFoundation      0x000000019b311624 __CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION__ + 32
      3   Ticker              0x0000000100a1b000 main + 14 (AppDelegate.swift:14)
      """)
    #expect(result.id == "timer_target_freed")
    #expect(result.severity == .warning)
    #expect(result.triage?.confidence == .high)
    #expect(
      result.triage?.confidenceReason
        == "timer-target-freed: a run-loop timer fired (frame 1) and the message it sent faulted (frame 0): the object it fires into was freed"
    )
  }

  /// A paste whose `__` became Markdown bold (`**NSFireDelayedPerform`) still shows the timer.
  @Test func markdownDamagedTimerFramesAreRead() throws {
    let result = try finding(
      """
      Exception Type:  SIGSEGV
      Exception Codes: SEGV_ACCERR at 0x10
      Thread 0 Crashed:
      0   libobjc.A.dylib                     objc_msgSend + 16
      1   Foundation                          **NSFireDelayedPerform + 428
      2   CoreFoundation                      __CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION** + 28
      3   CoreFoundation                      __CFRunLoopDoTimer + 884
      """)
    #expect(result.id == "timer_target_freed")
    #expect(result.triage?.confidence == .high)
  }

  /// A timer whose target does not implement its selector: the handler it names does not exist.
  @Test func aSelectorTheTargetLacksIsAHandlerCrash() throws {
    let result = try finding(
      """
      -[DaemonController checkIfRunning:]: unrecognized selector sent to instance 0x400468900
      0   CoreFoundation                      0x00007fff84d16fc6 __exceptionPreprocess + 198
      1   libobjc.A.dylib                     0x00007fff86e98d5e objc_exception_throw + 43
      2   CoreFoundation                      0x00007fff84da32ae -[NSObject doesNotRecognizeSelector:] + 190
      3   CoreFoundation                      0x00007fff84d03e73 ___forwarding___ + 371
      4   Foundation                          0x00007fff8d9c5f64 __NSFireTimer + 102
      5   CoreFoundation                      0x00007fff84ccbc24 __CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION__ + 20
      """)
    #expect(result.id == "timer_handler_crash")
    #expect(result.triage?.confidence == .medium)
    #expect(result.triage?.confidenceReason.contains("does not implement it") == true)
  }

  /// A handler that stops its own timer and drops the last reference to its owner, whose deinit
  /// crashes: the thread shows the stop between the handler and the destruction.
  @Test func aHandlerStoppingItsTimerIntoADeinitIsAReleaseInTheHandler() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
      Thread 4 Crashed:
      0   libswiftCore.dylib    0x00000001a9612345 swift_release + 20
      1   Pulse                 0x0000000102a4c61c HeartbeatTimer.deinit + 84 (HeartbeatTimer.swift:30)
      2   Pulse                 0x0000000102a4c690 HeartbeatTimer.__deallocating_deinit + 12
      3   libswiftCore.dylib    0x00000001a9612abc _swift_release_dealloc + 56
      4   Pulse                 0x0000000102a4c7a0 HeartbeatTimer.stopTimer() + 64 (HeartbeatTimer.swift:52)
      5   Pulse                 0x0000000102a4c8b0 closure #1 in HeartbeatTimer.start() + 40 (HeartbeatTimer.swift:44)
      6   libdispatch.dylib     0x00000001a9c8e610 _dispatch_client_callout + 16
      7   libdispatch.dylib     0x00000001a9ca3f3c _dispatch_source_latch_and_call + 204
      8   libdispatch.dylib     0x00000001a9ca2c5c _dispatch_source_invoke + 804
      """)
    #expect(result.id == "timer_released_in_handler")
    #expect(result.triage?.confidence == .medium)
    #expect(result.triage?.culprit?.symbol == "HeartbeatTimer.deinit")
  }

  /// App code above the callout that is not symbolicated (an engine's frames) does not show a
  /// handler: the run-loop timer is named, the crash is not put on it.
  @Test func unsymbolicatedCodeAboveARunLoopTimerIsNotAHandlerCrash() throws {
    let result = try finding(
      """
      Crashed: com.apple.main-thread
      EXC_BAD_ACCESS KERN_INVALID_ADDRESS 0x0000000000000010
      0  libobjc.A.dylib    0x1540 objc_msgSend + 32
      1  Engine             0x50d684 (Missing UUID 5e7cb7aa584b3ca8ba93141161ceba72)
      2  Engine             0x419fc (Missing UUID 5e7cb7aa584b3ca8ba93141161ceba72)
      3  CoreFoundation     0xae318 __CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION__ + 32
      4  CoreFoundation     0x32cf0 __CFRunLoopDoTimer + 1076
      """)
    #expect(result.id == "none")
    #expect(result.triage?.confidenceReason.hasPrefix("runloop-timer") == true)
  }

  /// A handler that runs a run loop of its own: what crashes above that run loop was dispatched
  /// by it, not by the source below.
  @Test func aRunLoopInsideAHandlerTakesTheCrashAwayFromTheSource() throws {
    let result = try finding(
      """
      Crashed: com.apple.root.user-initiated-qos
      0  libsystem_pthread.dylib  0x1819a31ec pthread_mutex_lock + 1330
      1  CoreFoundation           0x1827bda58 CFRunLoopSourceSignal + 64
      2  CoreFoundation           0x18289142c __CFRUNLOOP_IS_CALLING_OUT_TO_A_SOURCE0_PERFORM_FUNCTION__ + 24
      3  CoreFoundation           0x18288e9a8 __CFRunLoopRun + 744
      4  CoreFoundation           0x1827beda4 CFRunLoopRunSpecific + 424
      5  Streamer                 0x1018b76e0 -[EventStream open] + 1080
      6  libdispatch.dylib        0x18179a9a0 _dispatch_client_callout + 16
      7  libdispatch.dylib        0x1817b3c1c _dispatch_source_latch_and_call + 204
      """)
    #expect(result.id == "none")
  }

  @Test func swiftRuntimeTrapIsNotTimerMisuse() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      Thread 0 Crashed:
      0   libswiftCore.dylib  0x00000001a9600000 $ss17_assertionFailure_4file4line5flagss5NeverOs12StaticStringV_SSAEs6UInt32VtF + 244
      1   Ticker              0x0000000100a1b2c3 Poller.handle(_:) + 40 (Poller.swift:131)
      2   libdispatch.dylib   0x00000001a0e3f000 _dispatch_call_block_and_release + 32
      """)
    #expect(result.id == "none")
    // Not timer misuse, but the first frame of the app's own code is still where to look.
    #expect(result.triage?.culprit?.symbol == "Poller.handle(_:)")
  }

  @Test func otherLibdispatchTrapIsInformational() throws {
    let result = try finding(
      """
      Application Specific Information:
      BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()

      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 dispatch_group_leave.cold.1 + 36
      1   Ticker              0x0000000100a1b2c3 Sync.finish() + 40 (Sync.swift:12)
      """)
    #expect(result.id == "other_libdispatch")
    #expect(result.severity == .info)
    #expect(result.triage?.confidence == .high)
    #expect(result.triage?.culprit?.symbol == "Sync.finish()")
  }

  /// "Over-resume of an inactive object" is an `.initiallyInactive` queue, not a timer, even
  /// though it traps in `_dispatch_lane_resume` like over-resume.
  @Test func overResumeOfInactiveObjectIsNotATimerPattern() throws {
    let result = try finding(
      """
      Application Specific Information:
      BUG IN CLIENT OF LIBDISPATCH: Over-resume of an inactive object

      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 _dispatch_lane_resume + 556
      1   Ticker              0x0000000100a1b2c3 Worker.start() + 40
      """)
    #expect(result.id == "other_libdispatch")
  }

  @Test func cancelColdStubIsNotATrap() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
      Thread 0 Crashed:
      0   libsystem_platform.dylib  0x00000001f0000000 _platform_memmove + 96
      1   libdispatch.dylib   0x00000001a0e4c9b8 dispatch_source_cancel.cold.2 + 12
      2   Ticker              0x0000000100a1b2c3 Worker.stop() + 40
      """)
    #expect(result.id == "none")
  }

  @Test func cancelOnTopIsLowConfidence() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 dispatch_source_cancel + 12
      1   Ticker              0x0000000100a1b2c3 Worker.stop() + 40
      """)
    // The frame has no misuse check: what it supports is a freed source; the misuse pattern
    // that lists the frame is only an alternative.
    #expect(result.id == "dispatch_source_used_after_free")
    #expect(result.triage?.confidence == .medium)
    #expect(result.triage?.alternatives == ["cancel_while_suspended"])
    #expect(result.severity == .warning)
  }

  /// Without an exception a fault cannot be told from a trap: the same verdict, at low confidence.
  @Test func cancelOnTopWithNoExceptionIsLowConfidence() throws {
    let result = try finding(
      """
      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 dispatch_source_cancel + 12
      1   Ticker              0x0000000100a1b2c3 Worker.stop() + 40
      """)
    #expect(result.id == "dispatch_source_used_after_free")
    #expect(result.triage?.confidence == .low)
  }

  /// A trap (not a fault) in a call with no check at all: still no misuse verdict; low, and a
  /// reason that says what the frame supports.
  @Test func cancelOnTopWithATrapIsNoMisuse() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 dispatch_source_cancel + 12
      1   Ticker              0x0000000100a1b2c3 Worker.stop() + 40
      """)
    #expect(result.id == "dispatch_source_used_after_free")
    #expect(result.triage?.confidence == .low)
    #expect(result.triage?.alternatives == ["cancel_while_suspended"])
    #expect(result.triage?.confidenceReason.contains("the frame supports no misuse") == true)
  }

  @Test func normalisationStripsVariantsColdStubsOffsetsAndUnderscores() {
    #expect(FrameName("__dispatch_queue_xref_dispose.cold.2 + 36").key == "dispatch_queue_xref_dispose")
    #expect(FrameName("_dispatch_lane_resume$VARIANT$mp").key == "dispatch_lane_resume")
    #expect(FrameName("_dispatch_lane_resume$VARIANT$armv81 + 1077").key == "dispatch_lane_resume")
    #expect(FrameName("Poller.stop [inlined]").key == "Poller.stop")
    #expect(FrameName("dispatch_source_cancel.cold.2").isCold)
    #expect(!FrameName("_dispatch_lane_resume").isCold)
  }

  @Test func exceptionDoesNotDecide() throws {
    // A dispatch trap and a Swift trap share EXC_BREAKPOINT; frames decide.
    let dispatchTrap = try finding(
      "Exception Type: EXC_BREAKPOINT (SIGTRAP)\n0 libdispatch.dylib 0x1a0e4c9b8 _dispatch_lane_resume + 8\n")
    #expect(dispatchTrap.id == "resume_after_cancel")
    // An exception and no readable frame: no verdict either way, never "none".
    let noFrames = try finding("Exception Type: EXC_BREAKPOINT (SIGTRAP)\n")
    #expect(noFrames.id == "unknown")
    #expect(noFrames.triage?.confidence == .low)
    #expect(noFrames.message.contains("no crashed-thread frames that could be read"))
    let swiftTrap = try finding(
      "Exception Type: EXC_BREAKPOINT (SIGTRAP)\n0 libswiftCore.dylib 0x1a0e4c9b8 _assertionFailure + 244\n")
    #expect(swiftTrap.id == "none")
  }

  /// A user entry (`--rules DIR`) adds a signature without a code change.
  @Test func userRulesAddSignatures() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "td-rules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stack = "Thread 0 Crashed:\n0   libdispatch.dylib   0x1a0e4c9b8 _dispatch_vendor_release_trap + 8\n"
    #expect(try finding(stack).id == "none")
    try """
    ---
    id: release_while_suspended
    kind: crash
    title: Suspended dispatch source released
    severity: error
    summary: A vendor build names the release trap differently.
    frames:
      - _dispatch_vendor_release_trap
    ---

    # Vendor release trap
    """.write(
      to: folder.appendingPathComponent("release_while_suspended.md"), atomically: true, encoding: .utf8)
    let catalog = try Catalog.embedded().adding(directory: folder.path)
    let result = try finding(stack, engine: TriageEngine(catalog: catalog))
    #expect(result.id == "release_while_suspended")
    #expect(result.triage?.confidence == .medium)
  }

  /// "Release of a suspended object" with a queue's frame and no source's: libdispatch prints it
  /// for queues too, so the verdict is a queue's misuse, not a timer's.
  @Test func aSuspendedQueueReleaseIsNoTimerMisuse() throws {
    let result = try finding(
      """
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      Application Specific Information:
      BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object

      Thread 0 Crashed:
      0   libdispatch.dylib  0x00000001a2b3c4d5 _dispatch_queue_xref_dispose.cold.2 + 20
      1   libdispatch.dylib  0x00000001a2b3c4e9 -[OS_dispatch_queue _xref_dispose] + 20
      2   libobjc.A.dylib    0x00000001a9e12f04 objc_release + 10
      3   Pulse              0x0000000102e0665c AnimationController.deinit + 14 (AnimationController.swift:52)
      """)
    #expect(result.id == "other_libdispatch")
    #expect(result.triage?.alternatives == ["release_while_suspended"])
    #expect(result.triage?.confidenceReason.hasPrefix("queue-not-timer") == true)
    #expect(result.triage?.evidence.contains { $0.contains("OS_dispatch_queue") } == true)
  }

  /// The classifier stamps the deciding step's name; refinements that change the why restamp it.
  @Test func verdictCarriesItsStepName() throws {
    let names = Set(
      Classifier.steps.map(\.name)
        + Classifier(signatures: TriageFixtures.engine.classifier.signatures).refinements.map(\.name))
    #expect(names.count == Classifier.steps.count + 4)
    let frameOnly = try finding(
      "Thread 0 Crashed:\n0   libdispatch.dylib   0x00000001a0e4c9b8 _dispatch_queue_xref_dispose.cold.1 + 36\n"
    )
    #expect(frameOnly.triage?.confidenceReason.hasPrefix("\(Classifier.frameOnly.name): ") == true)
    let linux = try #require(
      TriageFixtures.finding(try TriageFixtures.specimen("m5a_never_activated_release")))
    #expect(linux.triage?.confidenceReason.hasPrefix("\(Classifier.linuxNeverActivated.name): ") == true)
  }

  /// The pattern ids named in code are crash entries of the catalog.
  @Test func patternIDsAreCatalogued() throws {
    let ids = Set(try Catalog.embedded().crashPatterns.map(\.id))
    for id in PatternID.catalogued { #expect(ids.contains(id), "\(id)") }
    #expect(!ids.contains(PatternID.none) && !ids.contains(PatternID.otherLibdispatch))
  }
}
