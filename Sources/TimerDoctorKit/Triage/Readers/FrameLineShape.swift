/// The frame-line shapes the tolerant reader knows (docs/triage-facts.md §3).
enum FrameLineShape: Hashable, Sendable {
  /// `0   libdispatch.dylib   0x00000001a1b2c3d4 _dispatch_lane_resume + 556` (also Crashlytics
  /// and Sentry), and the unsymbolicated `0   MyApp   0x0000000100398000 0x100398000 + 422000`.
  case classic
  /// `libdispatch.dylib +0x3a08c  _dispatch_group_leave.cold.1`.
  case bugsnag
  /// ``frame #0: 0x... libdispatch.dylib`_dispatch_queue_xref_dispose.cold.2 + 36``.
  case lldb
  /// `#0  0x389de4d8 in dispatch_resume ()`.
  case gdb
  /// `  0 [ra] [thunk] 0x00007f... symbol + 12 in libswiftDispatch.so at /path/File.swift:35:5`.
  case linux
  /// `7 libdispatch.dylib: _dispatch_lane_resume`: a sampled call tree with counts.
  case callTree
  /// `0  libdispatch.dylib  _dispatch_source_dispose` or `xctest at Foo.deinit`: no addresses.
  case signature

  /// The format a report whose frame lines are mostly of this shape has.
  var format: CrashReportFormat {
    switch self {
    case .classic: .stack
    case .bugsnag: .bugsnag
    case .lldb: .lldb
    case .gdb: .gdb
    case .linux: .linux
    case .callTree: .callTree
    case .signature: .signature
    }
  }

  /// Which shape names the format when two have as many lines: the more specific one (a
  /// Linux backtrace's lines also read as other shapes, so it ranks highest).
  var tieRank: Int {
    switch self {
    case .signature: 0
    case .callTree: 1
    case .classic: 2
    case .bugsnag: 3
    case .gdb: 4
    case .lldb: 5
    case .linux: 6
    }
  }
}
