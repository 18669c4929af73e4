/// What one file does with names it does not own: stops them through another object, or gives
/// them to other code. Merged over the run, so a rule can ask whether any file does.
struct FileUses: Sendable {
  /// Property names stopped through another object (`player.timer?.invalidate()`).
  var outsideStops: Set<String> = []
  /// Property names given a value through another object (`store.progressTimer = ...`).
  var outsideFills: Set<String> = []
  /// A type's own names whose value its code gives to other code (`RunLoop.main.add(timer!, forMode:)`,
  /// `return self.timer`), fires (`timer.fire()`) or adds to a run loop (`link.add(to:forMode:)`).
  var handedOn: Set<MemberName> = []
  /// Names given on through another object (`RunLoop.main.add(player.timer!, forMode:)`).
  var handedOnFromOutside: Set<String> = []
}
