import Testing

@testable import TimerDoctorKit

/// Before iOS 11 / macOS 10.13 "Release of a suspended object" may mean a never-activated source.
@Suite struct OSVersionTests {
  @Test(arguments: [
    ("iPhone OS 10.3.3 (14G60)", true), ("iOS 9.3.5 (13G36)", true), ("Mac OS X 10.12.6 (16G29)", true),
    ("iPhone OS 11.0 (15A372)", false), ("macOS 14.2.1 (23C71)", false), ("Mac OS X 10.15.7 (19H524)", false),
  ])
  func oldOSesCannotRuleOutInactive(_ os: String, _ old: Bool) throws {
    let text = """
      OS Version:      \(os)
      Application Specific Information:
      BUG IN CLIENT OF LIBDISPATCH: Release of a suspended object

      Thread 0 Crashed:
      0   libdispatch.dylib   0x00000001a0e4c9b8 _dispatch_queue_xref_dispose + 40
      1   Ticker              0x0000000100a1b2c3 Poller.deinit + 40
      """
    let result = try TriageFixtures.triage(text).get()
    #expect(result.id == "release_while_suspended")
    #expect(result.triage?.alternatives.contains("release_while_inactive") == old)
    #expect(OSVersion(os)?.predatesInactiveMessage == old)
  }

  @Test func linuxIsNotAnAppleOS() {
    #expect(OSVersion("x86_64 Linux (Debian GNU/Linux 12 (bookworm))") == nil)
  }
}
