/// What one file does with names it does not own: stops them through another object, or gives
/// them to other code. Merged over the run, so a rule can ask whether any file does.
struct FileUses: Sendable {
  /// Property names stopped through another object (`player.timer?.invalidate()`).
  var outsideStops: Set<String> = []
  /// Property names given a value through another object (`store.progressTimer = ...`).
  var outsideFills: Set<String> = []
  /// A type's own names whose value its code gives to other code (`RunLoop.main.add(timer!, forMode:)`,
  /// `return self.timer`), fires (`timer.fire()`) or adds to a run loop (`link.add(to:forMode:)`),
  /// as `NameHash.member` hashes.
  var handedOn: Set<UInt64> = []
  /// Names given on through another object (`RunLoop.main.add(player.timer!, forMode:)`), as
  /// `NameHash` hashes.
  var handedOnFromOutside: Set<UInt64> = []

  init(
    outsideStops: Set<String> = [], outsideFills: Set<String> = [], handedOn: Set<UInt64> = [],
    handedOnFromOutside: Set<UInt64> = []
  ) {
    self.outsideStops = outsideStops
    self.outsideFills = outsideFills
    self.handedOn = handedOn
    self.handedOnFromOutside = handedOnFromOutside
  }

  /// The uses of all `files` together.
  init(merging files: [FileUses]) {
    // Sized once: grown insert by insert, the hand-off set was rehashed a hundred thousand times.
    handedOn.reserveCapacity(files.reduce(0) { $0 + $1.handedOn.count })
    for file in files {
      outsideStops.formUnion(file.outsideStops)
      outsideFills.formUnion(file.outsideFills)
      handedOn.formUnion(file.handedOn)
      handedOnFromOutside.formUnion(file.handedOnFromOutside)
    }
  }
}
