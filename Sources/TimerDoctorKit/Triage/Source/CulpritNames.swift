/// The type and function a culprit symbol names, in any format's spelling:
/// `PollingService.deinit`, `Pulse.PlaybackClock.play()`, `closure #1 in SyncScheduler.start()`,
/// `@objc HeartbeatTimer.tick()`, `-[PLSPlaybackClock resume]`, `Owner<A>.__deallocating_deinit`.
struct CulpritNames: Equatable, Sendable {
  /// The type's last name, or `nil` for a free function.
  var type: String?
  /// The function's base name (`deinit`, `init`, `play`).
  var function: String

  /// Names given directly.
  init(type: String?, function: String) {
    self.type = type
    self.function = function
  }

  /// The names in `symbol`, or `nil` when it names no function (`Pulse + 0x6a3c4`).
  init?(symbol: String) {
    var text = Substring(CulpritKey.function(symbol))
    if text.hasPrefix("-[") || text.hasPrefix("+[") {
      // `-[Class(Category) selector:with:]`
      let body = text.dropFirst(2).prefix { $0 != "]" }
      let parts = body.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      type = String(parts[0].prefix { $0 != "(" })
      function = String(parts[1].prefix { $0 != ":" })
      return
    }
    // The function a closure, thunk or specialisation belongs to follows the last ` in ` / ` for `.
    for marker in [" in ", " for "] {
      if let range = text.range(of: marker, options: .backwards) { text = text[range.upperBound...] }
    }
    guard !text.contains(" + "), !text.contains(" "), !text.isEmpty else { return nil }
    text = Substring(CulpritKey.function(String(text)))
    var parts = text.split(separator: ".").map { $0.prefix { $0 != "<" } }
    guard let last = parts.popLast(), !last.isEmpty else { return nil }
    function = String(last)
    type = parts.last.map(String.init)
  }

  /// `Type.function`, or the function alone.
  var displayName: String { type.map { "\($0).\(function)" } ?? function }
}
