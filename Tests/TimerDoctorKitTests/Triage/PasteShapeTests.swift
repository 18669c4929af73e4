import Testing

@testable import TimerDoctorKit

/// Crash stacks as people paste them (issue threads, chat, mail): each shape seen in real reports,
/// written here as our own text for the invented Pulse app.
@Suite struct PasteShapeTests {
  struct Shape: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    /// The expected verdict pattern.
    var pattern: String
    var testDescription: String { name }
  }

  static let shapes: [Shape] = [
    Shape(
      name: "nested quote prefixes, with and without a space",
      text: """
        > > Crashed: com.apple.main-thread
        >> 0  libdispatch.dylib  0x1a2b3c4d5 _dispatch_lane_resume + 556
        > > 1  Pulse  0x100abc000 PlaybackClock.play() + 88
        """,
      pattern: "resume_after_cancel"),
    Shape(
      name: "Markdown escapes in an lldb bt",
      text: ##"""
        \* thread \#4, queue = 'com.example.pulse.clock', stop reason = EXC\_BREAKPOINT (code=1, subcode=0x1a2b3c4d5)
            frame \#0: 0x00000001a2b3c4d5 libdispatch.dylib\`\_dispatch\_queue\_xref\_dispose.cold.2 + 36
            frame \#1: 0x0000000100abc100 Pulse\`PollingService.deinit + 120
        """##,
      pattern: "release_while_suspended"),
    Shape(
      name: "HTML entities and a list marker",
      text: """
        - Thread 0 Crashed:
        - 0   libdispatch.dylib   0x00000001a2b3c4d5 _dispatch_lane_resume + 556
        - 1   Pulse   0x0000000100abc000 closure #1 in SyncScheduler.start() -&gt; () + 40
        """,
      pattern: "resume_after_cancel"),
    Shape(
      name: "non-breaking and zero-width spaces between the columns",
      text:
        "Thread 0 Crashed:\n0\u{A0}\u{A0}libdispatch.dylib\u{A0}\u{A0}0x00000001a2b3c4d5 _dispatch_queue_xref_dispose + 128\u{200B}\n1   Pulse   0x0000000100abc000 HeartbeatTimer.deinit + 64\n",
      pattern: "release_while_suspended"),
    Shape(
      name: "code-fence lines around the paste",
      text: """
        ```
        Crashed: com.apple.main-thread
        0  libdispatch.dylib  0x1a2b3c4d5 _dispatch_queue_xref_dispose + 128
        1  Pulse  0x100abc000 PollingService.deinit + 64
        ```
        """,
      pattern: "release_while_suspended"),
    Shape(
      name: "a sampled call tree with counts and ==> markers",
      text: """
          12 libdispatch.dylib: _dispatch_lane_resume
        ==> 12 Pulse: -[PULClock resumeTicking] <==
        12 Pulse: -[PULClock applicationWillEnterForeground:]
        12 Foundation: -[NSNotificationCenter postNotificationName:object:userInfo:]
        """,
      pattern: "resume_after_cancel"),
    Shape(
      name: "a signature without addresses, with an elision and an `image at symbol` line",
      text: """
        Thread 0 Crashed:
        0  libdispatch.dylib  _dispatch_source_dispose
        ...
           Pulse at HeartbeatTimer.deinit
        """,
      pattern: "release_while_suspended"),
    Shape(
      name: "a Markdown table of frames, with prose above it",
      text: """
        Crash in the player, from our dashboard:

        | # | Image | Symbol |
        |---|:---|---|
        | 0 | libdispatch.dylib | _dispatch_lane_resume + 36 |
        | 1 | libdispatch.dylib | dispatch_resume + 12 |
        | 2 | Pulse | PlaybackClock.play() + 120 |
        """,
      pattern: "resume_after_cancel"),
    Shape(
      name: "frame lines a renderer wrapped after the address",
      text: """
        Exception Type:  EXC_BREAKPOINT (SIGTRAP)

        Thread 0 Crashed:
        0   libdispatch.dylib             	0x00000001a0e4c9b8
        _dispatch_queue_xref_dispose.cold.2 + 36
        1   Pulse                         	0x0000000100a2f3c4
        PollingService.deinit + 120 (PollingService.swift:88)
        """,
      pattern: "release_while_suspended"),
    Shape(
      name: "prose between the stack lines",
      text: """
        Crashed: com.apple.main-thread
        0  libdispatch.dylib  _dispatch_lane_resume + 36
        this happens every time the user taps play twice
        1  Pulse  PlaybackClock.play() + 120
        """,
      pattern: "resume_after_cancel"),
    Shape(
      name: "the crashed thread cut out of an .ips, with its exception",
      text: #"""
        "exception" : {"codes":"0x0000000000000001, 0x00000001a0e4c9b8","type":"EXC_BREAKPOINT","signal":"SIGTRAP"},
        "threads" : [{"id":9011,"frames":[{"imageOffset":4100,"symbol":"mach_msg2_trap","imageIndex":3}]},{"triggered":true,"id":9012,"queue":"com.apple.main-thread","frames":[{"imageOffset":126892,"symbol":"_dispatch_queue_xref_dispose.cold.2","symbolLocation":28,"imageIndex":1},{"imageOffset":135116,"symbol":"_dispatch_queue_xref_dispose","symbolLocation":56,"imageIndex":1},{"imageOffset":1687480,"symbol":"PollingService.deinit","symbolLocation":64,"imageIndex":0}]}]
        """#,
      pattern: "release_while_suspended"),
    Shape(
      name: "an .ips fragment that stops inside the frames array",
      text: #"""
          "threads" : [{"triggered":true,"id":77,"frames":[{"imageOffset":81668,"symbol":"_dispatch_lane_resume","symbolLocation":56,"imageIndex":4},{"imageOffset":79012,"symbol":"dispatch_resume","symbolLocation":12,"imageIndex":4},{"imageOffset":1450220,"symbol":"PlaybackClock.play()","symbolLoc
        """#,
      pattern: "resume_after_cancel"),
    Shape(
      name: "a dashboard's one-line title: the exception and the top frame",
      text:
        "EXC_BREAKPOINT (SIGTRAP) at libdispatch.dylib _dispatch_lane_resume + 36 in PlaybackClock.play()\n",
      pattern: "resume_after_cancel"),
  ]

  @Test func oneLineProseWithoutAnExceptionIsNoReport() {
    #expect(throws: (any Error).self) {
      try TriageFixtures.triage("we call dispatch_resume twice when the user taps play\n").get()
    }
  }

  @Test func aWrappedFrameKeepsItsSymbolAndTheCulpritItsFile() throws {
    let text = """
      Thread 0 Crashed:
      0   libdispatch.dylib             	0x00000001a0e4c9b8
      _dispatch_queue_xref_dispose.cold.2 + 36
      1   Pulse                         	0x0000000100a2f3c4
      PollingService.deinit + 120 (PollingService.swift:88)
      2   Pulse                         	0x0000000100a2f400 0x100a00000 + 193536
      3   UIKitCore                     	0x00000001a3b2c1d0
      """
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.triage?.culprit?.symbol == "PollingService.deinit")
    #expect(finding.triage?.culprit?.line == 88)
    #expect(
      finding.triage?.evidence.first == "frame 0: libdispatch.dylib _dispatch_queue_xref_dispose.cold.2")
  }

  @Test(arguments: shapes) func pastedStacksAreRead(_ shape: Shape) throws {
    let finding = try TriageFixtures.triage(shape.text).get()
    #expect(finding.id == shape.pattern, "\(shape.name): \(finding.message)")
  }

  @Test func frameLineNumbersStayThoseOfTheInput() throws {
    let finding = try TriageFixtures.triage(Self.shapes[4].text).get()
    // The fence is line 1; the trap frame is line 3 of the paste.
    #expect(finding.line == 3)
  }

  @Test func aBareClientMessageNeverOutweighsATimerTrapFrame() throws {
    let text = """
      Thread 0 Crashed:
      0  libdispatch.dylib  _dispatch_source_dispose
      1  Pulse  HeartbeatTimer.deinit
      libdispatch: BUG IN CLIENT OF LIBDISPATCH (Abort Cause 105553162484480)
      """
    let finding = try TriageFixtures.triage(text).get()
    #expect(finding.id == "release_while_suspended")
    #expect(finding.triage?.confidence == .medium)
    // A frame-only verdict does not quote a message the report does not contain.
    #expect(!finding.message.contains("Release of a suspended object"), "\(finding.message)")
    #expect(finding.triage?.evidence.contains { $0.contains("names no mechanism") } == true)
  }

  @Test func aNamedClientMessageStillDecidesOtherLibdispatch() throws {
    let text = """
      Application Specific Information:
      BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()

      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a2b3c4d5 dispatch_group_leave.cold.1 + 36
      1   Pulse   0x0000000100abc000 SyncScheduler.finish() + 40
      """
    #expect(try TriageFixtures.triage(text).get().id == "other_libdispatch")
  }

  @Test func cleaningLeavesAPlainLineAlone() {
    let line = Array("0   libdispatch.dylib   0x00000001a2b3c4d5 _dispatch_lane_resume + 556".utf8)[...]
    #expect(PasteCleaner.clean(line) == line)
    #expect(!PasteCleaner.needsCleaning(line))
    #expect(Array(PasteCleaner.clean(Array("> a &amp; b\\_c".utf8)[...])) == Array("a & b_c".utf8))
  }

  @Test func severalReportsInOneFileAreEachTriaged() throws {
    let text = """
      Two crashes from the same session:

      Incident Identifier: 7A1B2C3D-0000-4000-8000-000000000001
      Process:               Pulse [512]
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      Triggered by Thread:  0

      Thread 0 Crashed:
      0   libdispatch.dylib             0x00000001a2b3c4d5 _dispatch_lane_resume + 556
      1   Pulse                         0x0000000100abc000 PlaybackClock.play() + 40

      Incident Identifier: 7A1B2C3D-0000-4000-8000-000000000002
      Process:               Pulse [513]
      Exception Type:  EXC_BREAKPOINT (SIGTRAP)
      Triggered by Thread:  0

      Application Specific Information:
      BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object

      Thread 0 Crashed:
      0   libdispatch.dylib             0x00000001a2b3c4d5 _dispatch_queue_xref_dispose + 128
      1   Pulse                         0x0000000100abc100 PollingService.deinit + 64
      """
    let results = TriageFixtures.engine.triageEach(bytes: Array(text.utf8), displayPath: "two.txt")
    let findings = try results.map { try $0.get() }
    #expect(findings.map(\.id) == ["resume_after_cancel", "release_while_suspended"])
    #expect(findings[0].triage?.evidence.first == "report 1 of 2 in this file (lines 1-11)")
    #expect(findings[1].triage?.evidence.first == "report 2 of 2 in this file (lines 12-22)")
    #expect(findings[1].line.map { $0 >= 12 } == true)
    // One report per file stays one verdict, without a range line.
    let one = TriageFixtures.engine.triageEach(bytes: Array(Self.shapes[0].text.utf8), displayPath: "one.txt")
    #expect(one.count == 1)
  }
}
